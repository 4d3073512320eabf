// The waitlist as RFC 4180 CSV. Why: docs/waitlist.md, "Export".
/** @import { Db, QueryResult } from '../db/open-database.mjs' */

const CSV_COLUMNS = ['created_at', 'full_name', 'email', 'phone', 'locale', 'source'];

/** A leading ' keeps a spreadsheet from running it as a formula. @param {unknown} value @returns {string} */
export function csvField(value) {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`; // an E.164 phone stays as it is
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** @param {readonly (readonly unknown[])[]} rows */
export function toCsv(rows) {
  return [CSV_COLUMNS, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** @typedef {object} SignupRow @property {Date | string} created_at @property {string} full_name
 *  @property {string} email @property {string} phone_e164 @property {string} locale @property {string} source */

/** @param {Pick<Db, 'query'>} db */
export async function exportSignupsCsv(db) {
  /** @type {QueryResult<SignupRow>} */
  const { rows } = await db.query(
    'select created_at, full_name, email, phone_e164, locale, source from waitlist_signups order by created_at, id',
  );
  return toCsv(
    rows.map((row) => [
      // Through the PGlite host the timestamp arrives as an ISO string; from pg or PGlite directly as a Date.
      new Date(row.created_at).toISOString(),
      row.full_name,
      row.email,
      row.phone_e164,
      row.locale,
      row.source,
    ]),
  );
}
