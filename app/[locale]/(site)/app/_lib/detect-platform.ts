export type Platform = 'ios' | 'android' | 'other';

export function detectPlatform(userAgent: string | null | undefined): Platform {
  if (!userAgent) return 'other';
  // Windows Phone once claimed to be Android and iPhone at once: never send it to a store it cannot use.
  if (/Windows Phone|IEMobile/i.test(userAgent)) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}
