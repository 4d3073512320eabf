// Data beside the currency catalogue, so lib/schemas can list the competitors without importing lib/money (which
// takes its types from lib/schemas).

/** The only providers we compare with (spec §5), as lower-case ids. */
export const listedCompetitors = ['cleva', 'grey', 'cadremit'] as const;
export type ListedCompetitor = (typeof listedCompetitors)[number];

/** How each listed provider writes its own name. */
export const competitorNames: Readonly<Record<ListedCompetitor, string>> = {
  cleva: 'Cleva',
  grey: 'Grey',
  cadremit: 'CadRemit',
};

/** The listed id for a provider name in any case ('GREY' → 'grey'), or undefined for any other provider. */
export function toListedCompetitor(provider: string): ListedCompetitor | undefined {
  const id = provider.trim().toLowerCase();
  return listedCompetitors.find((listed) => listed === id);
}
