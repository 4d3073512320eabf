import type { AbstractIntlMessages } from 'next-intl';

import type { Locale } from './routing';

type Messages = AbstractIntlMessages;

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}

async function loadLocale(locale: Locale): Promise<Messages> {
  const files = await Promise.all([
    import(`./messages/${locale}.json`),
    import(`./messages/legal.${locale}.json`),
    import(`./messages/error.${locale}.json`),
  ]);
  return Object.assign({}, ...files.map((file) => file.default as Messages));
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = await loadLocale('en');
  return locale === 'en' ? english : mergeMessages(english, await loadLocale(locale));
}
