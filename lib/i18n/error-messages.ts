import errorEn from './messages/error.en.json';
import errorFr from './messages/error.fr.json';
import { routing, type Locale } from './routing';

const byLocale: Record<Locale, typeof errorEn.Error> = { en: errorEn.Error, fr: errorFr.Error };

export function getErrorMessages(locale: unknown): typeof errorEn.Error {
  const known = (routing.locales as readonly unknown[]).includes(locale)
    ? (locale as Locale)
    : routing.defaultLocale;
  return byLocale[known];
}
