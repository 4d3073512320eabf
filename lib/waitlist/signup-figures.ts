import type { Queryable } from '@/lib/db/open-database.mjs';
import { breakdownOf, type Breakdown } from '@/lib/figures/grouped-counts';

// Kept sign-ups by how they were kept, and those waiting for their address to be confirmed.
const SIGNUPS = `
  select created_at, confirmation as state, page, utm_source, utm_campaign
    from waitlist_signups where created_at >= $1
  union all
  select created_at, 'pending', page, utm_source, utm_campaign from waitlist_pending where created_at >= $1`;

export const signupBreakdown = (db: Queryable): Promise<Breakdown> => breakdownOf(db, SIGNUPS);
