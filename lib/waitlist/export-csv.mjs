/** @import { Queryable } from '../db/open-database.mjs' */
import { csvChunks, isoTime, pagesById } from '../csv/csv.mjs';

const SIGNUP_COLUMNS = [
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

/** @typedef {object} SignupRow @property {string} id @property {Date | string} created_at @property {string} full_name
 *  @property {string} email @property {string} phone_e164 @property {string} locale @property {string} source
 *  @property {string} confirmation @property {Date | string | null} confirmed_at @property {string | null} page
 *  @property {string | null} utm_source @property {string | null} utm_medium @property {string | null} utm_campaign */

const KEPT_SQL = `select id::text as id, created_at, full_name, email, phone_e164, locale, source, confirmation,
    confirmed_at, page, utm_source, utm_medium, utm_campaign
  from waitlist_signups where id > $1::bigint order by waitlist_signups.id limit $2`;

// Waiting for their address to be confirmed: kept 7 days, then deleted (docs/waitlist.md).
const PENDING_SQL = `select id::text as id, created_at, full_name, email, phone_e164, locale, source,
    'pending' as confirmation, null as confirmed_at, page, utm_source, utm_medium, utm_campaign
  from waitlist_pending where id > $1::bigint order by waitlist_pending.id limit $2`;

/** @param {SignupRow} row */
const signupFields = (row) => [
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
];

/** @param {Queryable} db @param {string} sql @returns {AsyncGenerator<SignupRow[]>} */
const pagesOf = (db, sql) => pagesById(db, sql);

/** @param {Queryable} db @returns {AsyncGenerator<SignupRow[]>} */
async function* keptThenPending(db) {
  yield* pagesOf(db, KEPT_SQL);
  yield* pagesOf(db, PENDING_SQL);
}

/** Every sign-up, kept ones first, then the pending ones (`confirmation` = `pending`), as CSV chunks.
 *  @param {Queryable} db */
export function signupsCsv(db) {
  return csvChunks(SIGNUP_COLUMNS, keptThenPending(db), signupFields);
}
