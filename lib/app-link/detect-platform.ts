export type Platform = 'ios' | 'android' | 'other';

/**
 * Which store a visitor's device uses, from its User-Agent. iPadOS 13+ presents itself as a Mac, so it counts as
 * 'other' and gets the page with both buttons, which is the safe answer whenever we are not sure.
 */
export function detectPlatform(userAgent: string | null | undefined): Platform {
  if (!userAgent) return 'other';
  // Windows Phone once claimed to be Android and iPhone at once: never send it to a store it cannot use.
  if (/Windows Phone|IEMobile/i.test(userAgent)) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}
