import { z } from 'zod';

import type { Db } from './open-database.mjs';

export type NewSignup = {
  fullName: string;
  email: string;
  phone: string;
  locale: string;
  source: string;
};

const signupRowSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone_e164: z.string(),
  locale: z.string(),
  source: z.string(),
  created_at: z.coerce.date(),
});

export type Signup = NewSignup & { createdAt: Date };

export async function insertSignup(db: Db, signup: NewSignup): Promise<{ created: boolean }> {
  const result = await db.query(
    `insert into waitlist_signups (full_name, email, phone_e164, locale, source)
     values ($1, $2, $3, $4, $5)
     on conflict (email) do nothing`,
    [signup.fullName, signup.email, signup.phone, signup.locale, signup.source],
  );
  return { created: result.rowCount === 1 };
}

export async function listSignups(db: Db): Promise<Signup[]> {
  const { rows } = await db.query(
    'select full_name, email, phone_e164, locale, source, created_at from waitlist_signups order by created_at, id',
  );
  return rows.map((row) => {
    const parsed = signupRowSchema.parse(row);
    return {
      fullName: parsed.full_name,
      email: parsed.email,
      phone: parsed.phone_e164,
      locale: parsed.locale,
      source: parsed.source,
      createdAt: parsed.created_at,
    };
  });
}
