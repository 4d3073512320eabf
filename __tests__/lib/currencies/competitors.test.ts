import { competitorNames, listedCompetitors, toListedCompetitor } from '@/lib/currencies/competitors';

describe('toListedCompetitor', () => {
  it('accepts the three listed providers in any case and nothing else', () => {
    expect(toListedCompetitor('CLEVA')).toBe('cleva');
    expect(toListedCompetitor(' Grey ')).toBe('grey');
    expect(toListedCompetitor('CadRemit')).toBe('cadremit');
    expect(toListedCompetitor('Wise')).toBeUndefined();
    expect(listedCompetitors.map((id) => competitorNames[id])).toEqual(['Cleva', 'Grey', 'CadRemit']);
  });
});
