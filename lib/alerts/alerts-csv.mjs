/** @import { Queryable } from '../db/open-database.mjs' */
import { csvChunks, isoTime, pagesById } from '../csv/csv.mjs';

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

/** @typedef {{ id: string; created_at: Date | string; email: string; from_code: string; to_code: string;
 *  target: string; direction: string; status: string; locale: string; page: string; utm_source: string | null;
 *  utm_medium: string | null; utm_campaign: string | null }} AlertRow */

const ALERTS_SQL = `select id::text as id, created_at, email, from_code, to_code, target::text as target, direction,
    status, locale, page, utm_source, utm_medium, utm_campaign
  from rate_alerts where id > $1::bigint order by rate_alerts.id limit $2`;

/** @param {AlertRow} row */
const alertFields = (row) => [
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
];

/** Every rate alert still kept, with where it came from (docs/alerts.md), as CSV chunks. @param {Queryable} db */
export function alertsCsv(db) {
  /** @type {AsyncGenerator<AlertRow[]>} */
  const pages = pagesById(db, ALERTS_SQL);
  return csvChunks(ALERT_COLUMNS, pages, alertFields);
}
