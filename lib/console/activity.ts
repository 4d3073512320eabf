import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { recentAudit, type AuditEntry } from './audit';

export const ACTIVITY_ROWS = 500;

export async function recentActivity(): Promise<AuditEntry[]> {
  return recentAudit(await getDb(), ACTIVITY_ROWS);
}
