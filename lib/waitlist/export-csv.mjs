/** @import { Db, QueryResult } from '../db/open-database.mjs' */

const CSV_COLUMNS = [
  'created_at',
  'full_name',
  'email',
  'phone',
  'locale',
  'source',
  'confirmation',
  'confirmed_at',
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/** A leading ' keeps a spreadsheet from running it as a formula. @param {unknown} value @returns {string} */
export function csvField(value) {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`; // an E.164 phone stays as it is
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** @param {readonly (readonly unknown[])[]} rows @param {readonly string[]} [columns] */
export function toCsv(rows, columns = CSV_COLUMNS) {
  return [columns, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Through the PGlite host a timestamp arrives as an ISO string; from pg or PGlite directly as a Date.
 *  @param {Date | string | null} value */
const isoTime = (value) => (value === null ? '' : new Date(value).toISOString());

/** @typedef {object} SignupRow @property {Date | string} created_at @property {string} full_name
 *  @property {string} email @property {string} phone_e164 @property {string} locale @property {string} source
 *  @property {string} confirmation @property {Date | string | null} confirmed_at @property {string | null} page
 *  @property {string | null} utm_source @property {string | null} utm_medium @property {string | null} utm_campaign */

/** @param {Pick<Db, 'query'>} db */
export async function exportSignupsCsv(db) {
  /** @type {QueryResult<SignupRow>} */
  const { rows } = await db.query(
    `select created_at, full_name, email, phone_e164, locale, source, confirmation, confirmed_at, page, utm_source,
       utm_medium, utm_campaign
     from waitlist_signups order by created_at, id`,
  );
  return toCsv(
    rows.map((row) => [
      isoTime(row.created_at),
      row.full_name,
      row.email,
      row.phone_e164,
      row.locale,
      row.source,
      row.confirmation,
      isoTime(row.confirmed_at),
      row.page,
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
    ]),
  );
}

const ALERT_COLUMNS = [
  'created_at',
  'email',
  'pair',
  'target',
  'direction',
  'status',
  'locale',
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/** Every rate alert still kept, with where it came from (docs/alerts.md). @param {Pick<Db, 'query'>} db */
export async function exportAlertsCsv(db) {
  /** @type {QueryResult<{ created_at: Date | string; email: string; from_code: string; to_code: string;
   *  target: string; direction: string; status: string; locale: string; page: string; utm_source: string | null;
   *  utm_medium: string | null; utm_campaign: string | null }>} */
  const { rows } = await db.query(
    `select created_at, email, from_code, to_code, target::text as target, direction, status, locale, page,
       utm_source, utm_medium, utm_campaign
     from rate_alerts order by created_at, id`,
  );
  return toCsv(
    rows.map((row) => [
      isoTime(row.created_at),
      row.email,
      `${row.from_code}-${row.to_code}`,
      row.target,
      row.direction,
      row.status,
      row.locale,
      row.page,
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
    ]),
    ALERT_COLUMNS,
  );
}
