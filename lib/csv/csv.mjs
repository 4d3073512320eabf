/** @import { Queryable } from '../db/open-database.mjs' */

/** A leading ' keeps a spreadsheet from running it as a formula. @param {unknown} value @returns {string} */
export function csvField(value) {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`; // an E.164 phone stays as it is
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** @param {readonly unknown[]} fields */
const csvLine = (fields) => `${fields.map(csvField).join(',')}\r\n`;

/** @param {readonly (readonly unknown[])[]} rows @param {readonly string[]} columns */
export function toCsv(rows, columns) {
  return [columns, ...rows].map(csvLine).join('');
}

/** Through the PGlite host a timestamp arrives as an ISO string; from pg or PGlite directly as a Date.
 *  @param {Date | string | null | undefined} value */
export const isoTime = (value) =>
  value === null || value === undefined ? '' : new Date(value).toISOString();

const CSV_PAGE_ROWS = 5_000;

/**
 * Every row of a query, a page at a time by id (keyset): one page in memory, short queries, on any PostgreSQL host.
 * `sql` takes the last id as $1 and the page size as $2 and returns `id` as text, ordered by the table's id column.
 * @template {{ id: string }} Row
 * @param {Queryable} db @param {string} sql @param {number} [pageRows]
 * @returns {AsyncGenerator<Row[]>}
 */
export async function* pagesById(db, sql, pageRows = CSV_PAGE_ROWS) {
  let after = '0';
  for (;;) {
    /** @type {{ rows: Row[] }} */
    const { rows } = await db.query(sql, [after, pageRows]);
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) return;
    after = /** @type {Row} */ (rows.at(-1)).id;
  }
}

/**
 * CSV text in chunks of a page each: the header, then each page's lines.
 * @template {{ id: string }} Row
 * @param {readonly string[]} columns @param {AsyncIterable<Row[]>} pages @param {(row: Row) => unknown[]} fields
 * @returns {AsyncGenerator<string>}
 */
export async function* csvChunks(columns, pages, fields) {
  yield csvLine(columns);
  for await (const rows of pages) yield rows.map((row) => csvLine(fields(row))).join('');
}

/** @param {AsyncIterable<string>} chunks */
export async function joinChunks(chunks) {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
