/** Where a sign-up or an alert came from, for the marketers' export: the page and the visit's campaign tags. */
export type Attribution = {
  page: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const utmValue = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 100) : null;
};

/**
 * The page a form was sent from, and its campaign tags, read from the Referer our own pages send (same origin, full
 * URL under `strict-origin-when-cross-origin`): no cookie and no script needed. Another origin's page gives none.
 */
export function attributionFrom(
  referer: string | null,
  ownOrigin: string,
  fallbackPage: string,
): Attribution {
  const url = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  if (!url || url.origin !== ownOrigin)
    return { page: fallbackPage, utmSource: null, utmMedium: null, utmCampaign: null };
  return {
    page: url.pathname.slice(0, 200),
    utmSource: utmValue(url.searchParams.get('utm_source')),
    utmMedium: utmValue(url.searchParams.get('utm_medium')),
    utmCampaign: utmValue(url.searchParams.get('utm_campaign')),
  };
}
