// Append only: never edit or rename one that has shipped (docs/waitlist.md, "Database").
import { migration as m0001 } from './migrations/0001_waitlist_signups.mjs';
import { migration as m0002 } from './migrations/0002_waitlist_rate_limit.mjs';
import { migration as m0003 } from './migrations/0003_rate_history.mjs';
import { migration as m0004 } from './migrations/0004_mail_and_alerts.mjs';
import { migration as m0005 } from './migrations/0005_mail_fair_share.mjs';
import { migration as m0006 } from './migrations/0006_alert_engine.mjs';
import { migration as m0007 } from './migrations/0007_console.mjs';

/** @typedef {object} Migration @property {string} name @property {string} sql */

/** @type {readonly Migration[]} */
export const migrations = [m0001, m0002, m0003, m0004, m0005, m0006, m0007];
