export const listedCompetitors = ['cleva', 'grey', 'cadremit'] as const;
export type ListedCompetitor = (typeof listedCompetitors)[number];

export const competitorNames: Readonly<Record<ListedCompetitor, string>> = {
  cleva: 'Cleva',
  grey: 'Grey',
  cadremit: 'CadRemit',
};

export function toListedCompetitor(provider: string): ListedCompetitor | undefined {
  const id = provider.trim().toLowerCase();
  return listedCompetitors.find((listed) => listed === id);
}
