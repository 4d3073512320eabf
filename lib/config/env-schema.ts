import { z } from 'zod';

import { freshness } from '../cache/freshness.mjs';
import { isLoopback } from './loopback';
import { plausibleProblem } from './plausible-settings';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalUrl = z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional());
const optionalText = z.preprocess(blankAsUnset, z.string().trim().min(1).optional());

/** The provider key travels with every request: in clear text only to this machine. */
function isHttpOffLoopback(value: string | undefined): boolean {
  if (!value || !URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'http:' && !isLoopback(hostname);
}

const signupLimit = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(fallback));

const mailFrom = z
  .string()
  .trim()
  .regex(
    /^(?:[^<>"\r\n]{1,80} <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
    'must be an address, or a name and an address: Tuma <alerts@example.com>',
  );

const adminAddress = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** Matched trimmed, lower-cased and exact: the mailbox folding of the limits would let an alias sign in. */
const adminEmails = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .refine(
    (list) => list.every((address) => adminAddress.test(address) && address.length <= 254),
    'must be comma-separated e-mail addresses: ops@example.com, ada@example.com',
  );

const providerUrl = optionalUrl.refine(
  (url) => !isHttpOffLoopback(url),
  'must be an https:// URL (the provider key is sent with every request); http:// is allowed only on loopback ' +
    '(localhost, 127.0.0.0/8, ::1)',
);

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    NEXT_PHASE: z.string().optional(),
    NEXT_DEPLOYMENT_ID: optionalText,
    RATES_API_BASE_URL: providerUrl,
    RATES_API_KEY: optionalText,
    RATES_API_TENANT: optionalText,
    RATES_CONFIG_TTL_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(3600).optional()),
    RATES_MAX_AGE_SECONDS: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1).max(freshness.entryLifetimeSeconds).optional(),
    ),
    RATES_HISTORY_BUCKET_SECONDS: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1).max(86_400).optional(),
    ),
    REVIEWS_BUSINESS_UNIT_ID: optionalText,
    REVIEWS_API_BASE_URL: z.preprocess(
      blankAsUnset,
      z.url({ protocol: /^https?$/ }).default('https://widget.trustpilot.com'),
    ),
    CRON_SECRET: z.preprocess(
      blankAsUnset,
      z.string().trim().min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)').optional(),
    ),
    DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    // A direct (unpooled) URL beside a transaction pooler's: migrations and their session lock go through it.
    DATABASE_URL_UNPOOLED: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    SMTP_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.preprocess(blankAsUnset, mailFrom.optional()),
    ADMIN_EMAILS: z.preprocess(blankAsUnset, adminEmails.optional()),
    MAIL_DKIM_SELECTOR: optionalText,
    MAIL_DKIM_PRIVATE_KEY: optionalText,
    MAIL_LIMIT_PER_HOUR: signupLimit(500),
    MAIL_SHARE_PER_ADDRESS_PERCENT: z.preprocess(
      blankAsUnset,
      z.coerce.number().int().min(1).max(100).default(10),
    ),
    ALERTS_LIMIT_PER_ADDRESS: signupLimit(30),
    // Only the demo and dev servers set it, so a real site fires nothing on made-up numbers.
    ALERTS_ON_SAMPLE_RATES: z.preprocess(blankAsUnset, z.enum(['0', '1']).optional()),
    REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
    SKIP_KEYSPACE_CONFIG_CHECK: z.preprocess(blankAsUnset, z.string().optional()),
    TRUSTED_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(1)),
    // Only when the proxy in front overwrites X-Real-IP; otherwise a client could write it.
    TRUSTED_PROXY_HEADER: z.preprocess(
      blankAsUnset,
      z.enum(['x-forwarded-for', 'x-real-ip']).default('x-forwarded-for'),
    ),
    // Baked into the build; read with lib/config/plausible-settings.ts, checked here so a start lists them too.
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: optionalText,
    NEXT_PUBLIC_PLAUSIBLE_HOST: optionalText,
    VERCEL: z.preprocess(blankAsUnset, z.string().optional()),
    VERCEL_ENV: z.preprocess(blankAsUnset, z.enum(['production', 'preview', 'development']).optional()),
    WAITLIST_LIMIT_PER_ADDRESS: signupLimit(300),
    WAITLIST_LIMIT_TOTAL: signupLimit(3000),
    WAITLIST_LIMIT_PER_EMAIL: signupLimit(3),
    WAITLIST_LIMIT_PER_PHONE: signupLimit(5),
    WAITLIST_LIMIT_UNTRUSTED: signupLimit(30),
  })
  .superRefine(
    (env, ctx) => {
      // Not `next build`, which loads this to prerender: a build machine may lack what a server needs.
      const isProductionServer =
        env.NODE_ENV === 'production' &&
        env.NEXT_PHASE !== 'phase-production-build' &&
        env.VERCEL_ENV !== 'preview';
      if (isProductionServer && !env.DATABASE_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'required in production: the PostgreSQL database for waitlist sign-ups, e.g. ' +
            'postgresql://user:password@host:5432/tuma. To run the site without one, use `npm run demo` ' +
            '(it starts an embedded database and passes its URL).',
        });
      const { WAITLIST_LIMIT_PER_ADDRESS: perAddress, WAITLIST_LIMIT_TOTAL: total } = env;
      // Above the ceiling, the per-address limit could never act: one address could fill the site's whole window.
      if (typeof perAddress === 'number' && typeof total === 'number' && perAddress > total)
        ctx.addIssue({
          code: 'custom',
          path: ['WAITLIST_LIMIT_PER_ADDRESS'],
          message: `must not exceed WAITLIST_LIMIT_TOTAL (${total}), the ceiling over all addresses`,
        });
      if (isPoolerUrl(env.DATABASE_URL) && !env.DATABASE_URL_UNPOOLED)
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL_UNPOOLED'],
          message:
            'required beside a pooled DATABASE_URL (a -pooler host): migrations take a session lock, which a ' +
            'transaction pooler cannot hold. Neon through Vercel sets both',
        });
      if (env.SMTP_URL && !env.MAIL_FROM)
        ctx.addIssue({
          code: 'custom',
          path: ['MAIL_FROM'],
          message: 'required when SMTP_URL is set: the sender of alert and confirmation mail',
        });
      if (Boolean(env.MAIL_DKIM_SELECTOR) !== Boolean(env.MAIL_DKIM_PRIVATE_KEY))
        ctx.addIssue({
          code: 'custom',
          path: [env.MAIL_DKIM_SELECTOR ? 'MAIL_DKIM_PRIVATE_KEY' : 'MAIL_DKIM_SELECTOR'],
          message: 'MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY go together',
        });
      const plausible = plausibleProblem({
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
        NEXT_PUBLIC_PLAUSIBLE_HOST: env.NEXT_PUBLIC_PLAUSIBLE_HOST,
      });
      if (plausible) ctx.addIssue({ code: 'custom', path: [plausible.variable], message: plausible.message });
      if (!env.RATES_API_BASE_URL) return;
      for (const name of ['RATES_API_KEY', 'RATES_API_TENANT'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when RATES_API_BASE_URL is set' });
      }
    },
    // Also when a field is already wrong, so that one start-up lists every problem. Only presence is read here.
    { when: () => true },
  );

export type Env = z.infer<typeof envSchema>;

/** Neon's pooled host (`ep-…-pooler.…`): PgBouncer in transaction mode. */
function isPoolerUrl(url: string | undefined): boolean {
  return Boolean(url && URL.canParse(url) && new URL(url).hostname.split('.')[0]?.endsWith('-pooler'));
}

function envProblems(source: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export function productionBuildProblems(source: Record<string, string | undefined>): string[] {
  const problems = envProblems({ ...source, NODE_ENV: 'production', NEXT_PHASE: undefined });
  const secret = source.CRON_SECRET?.trim();
  if (!secret || secret.length < 32)
    problems.push(
      'CRON_SECRET: required in production, at least 32 characters (`openssl rand -hex 32`): the daily recording ' +
        'and rate alerts run through it',
    );
  return problems;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
