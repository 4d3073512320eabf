/** @jest-environment node */
import { csvField, pagesById, toCsv } from '@/lib/csv/csv.mjs';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Okafor, Ada')).toBe('"Okafor, Ada"');
    expect(csvField('Ada "Nne" Okafor')).toBe('"Ada ""Nne"" Okafor"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('plain')).toBe('plain');
  });

  it('defuses spreadsheet formulas but leaves an E.164 number alone', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('+2348031234567')).toBe('+2348031234567');
    expect(csvField('+1+1')).toBe("'+1+1");
  });

  it('writes dates as ISO 8601 UTC and ends every line with CRLF', () => {
    expect(
      toCsv(
        [[new Date('2026-01-02T03:04:05.678Z'), 'Ada', 'ada@example.com', '+2348031234567', 'en', 'hero']],
        ['created_at', 'full_name', 'email', 'phone', 'locale', 'source'],
      ),
    ).toBe(
      'created_at,full_name,email,phone,locale,source\r\n2026-01-02T03:04:05.678Z,Ada,ada@example.com,+2348031234567,en,hero\r\n',
    );
  });
});

describe('pages by id', () => {
  it('reads every row a page at a time, asking past the last id', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({ id: String(index + 1) }));
    const asked: unknown[][] = [];
    const db = {
      async query(_sql: string, params: unknown[] = []) {
        asked.push(params);
        const [after, limit] = params as [string, number];
        const page = rows.filter((row) => Number(row.id) > Number(after)).slice(0, limit);
        return { rows: page as never[], rowCount: page.length };
      },
    };
    const pages: string[][] = [];
    for await (const page of pagesById<{ id: string }>(db, 'select', 5))
      pages.push(page.map((row) => row.id));
    expect(pages).toEqual([
      ['1', '2', '3', '4', '5'],
      ['6', '7', '8', '9', '10'],
      ['11', '12'],
    ]);
    expect(asked).toEqual([
      ['0', 5],
      ['5', 5],
      ['10', 5],
    ]);
  });
});
