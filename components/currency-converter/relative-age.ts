import { formatNumber } from '@/lib/i18n/format-number';

type Unit = 'minute' | 'hour' | 'day';
type Phrase = (count: number, unit: Unit) => string;

// en and fr written out as Intl words them, so hydration builds no Intl formatter (see lib/i18n/format-number.ts).
const english: Phrase = (count, unit) => {
  if (count === 0) return { minute: 'this minute', hour: 'this hour', day: 'today' }[unit];
  if (count === 1 && unit === 'day') return 'yesterday';
  return `${formatNumber(count, 'en', { maximumFractionDigits: 3 })} ${unit}${count === 1 ? '' : 's'} ago`;
};

const frenchUnits = { minute: 'minute', hour: 'heure', day: 'jour' } satisfies Record<Unit, string>;
const french: Phrase = (count, unit) => {
  if (count === 0) return { minute: 'cette minute-ci', hour: 'cette heure-ci', day: 'aujourd’hui' }[unit];
  if (unit === 'day' && count === 1) return 'hier';
  if (unit === 'day' && count === 2) return 'avant-hier';
  const plural = count < 2 ? '' : 's';
  return `il y a ${formatNumber(count, 'fr', { maximumFractionDigits: 3 })} ${frenchUnits[unit]}${plural}`;
};

const phrases = new Map<string, Phrase>([
  ['en', english],
  ['fr', french],
]);

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function intlPhrase(locale: string): Phrase {
  return (count, unit) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
      formatters.set(locale, formatter);
    }
    return formatter.format(-count, unit);
  };
}

export function formatAge(fetchedAt: string, now: number, locale: string): string {
  const phrase = phrases.get(locale) ?? intlPhrase(locale);
  const minutes = Math.max(0, Math.floor((now - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 60) return phrase(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return phrase(hours, 'hour');
  return phrase(Math.floor(hours / 24), 'day');
}
