import { createHmac } from 'node:crypto';

import type { Queryable } from '@/lib/db/open-database.mjs';

import { normalEmail } from './console-settings';

export type AuditAction = 'sign-in' | 'sign-out' | 'download' | 'lookup' | 'export' | 'erasure';

export type AuditEntry = {
  at: Date;
  actor: string;
  action: AuditAction;
  detail: string | null;
  subjectHash: string | null;
};

async function consoleSecret(db: Queryable): Promise<Buffer> {
  const { rows } = await db.query<{ secret: string }>(
    `select encode(secret, 'hex') as secret from console_secret`,
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('console_secret has no row (migration 0007)');
  return Buffer.from(secret, 'hex');
}

/** Keyed, so a list of known addresses cannot be hashed and matched without the database's secret. */
async function subjectHash(db: Queryable, email: string): Promise<string> {
  return createHmac('sha256', await consoleSecret(db))
    .update(`subject:${normalEmail(email)}`)
    .digest('hex');
}

export async function recordAudit(
  db: Queryable,
  entry: { actor: string; action: AuditAction; detail?: string; subject?: string },
): Promise<void> {
  const hash = entry.subject === undefined ? null : await subjectHash(db, entry.subject);
  await db.query('insert into console_audit (actor, action, detail, subject_hash) values ($1, $2, $3, $4)', [
    entry.actor,
    entry.action,
    entry.detail ?? null,
    hash,
  ]);
}

export async function recentAudit(db: Queryable, limit: number): Promise<AuditEntry[]> {
  const { rows } = await db.query<{
    at: Date | string;
    actor: string;
    action: AuditAction;
    detail: string | null;
    subject_hash: string | null;
  }>('select at, actor, action, detail, subject_hash from console_audit order by at desc, id desc limit $1', [
    limit,
  ]);
  return rows.map((row) => ({
    at: new Date(row.at),
    actor: row.actor,
    action: row.action,
    detail: row.detail,
    subjectHash: row.subject_hash,
  }));
}
