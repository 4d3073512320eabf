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

/** From the Referer our pages send (full URL under strict-origin-when-cross-origin): no cookie, no script. */
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
