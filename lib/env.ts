import 'server-only';

import { z } from 'zod';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalUrl = z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional());
const optionalText = z.preprocess(blankAsUnset, z.string().trim().min(1).optional());

export const envSchema = z
  .object({
    RATES_API_BASE_URL: optionalUrl,
    RATES_API_KEY: optionalText,
    RATES_API_TENANT: optionalText,
    /** How long the currency configuration is served before the provider is asked again; default 60 s. */
    RATES_CONFIG_TTL_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(3600).optional()),
    REVIEWS_BUSINESS_UNIT_ID: optionalText,
    REVIEWS_API_BASE_URL: z.preprocess(
      blankAsUnset,
      z.url({ protocol: /^https?$/ }).default('https://widget.trustpilot.com'),
    ),
    DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  })
  .superRefine((env, ctx) => {
    if (!env.RATES_API_BASE_URL) return;
    for (const name of ['RATES_API_KEY', 'RATES_API_TENANT'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when RATES_API_BASE_URL is set`,
        });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws with every offending variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);

/** Next's own facts about this process, for proxy.ts; none of them is configuration or a secret. */
export const nextProcess = {
  /** `next dev`: the Content-Security-Policy allows what React's overlays and hot reloading need. */
  isDev: process.env.NODE_ENV === 'development',
  /** The build folder, as next.config.mjs chooses it (NEXT_DIST_DIR, default .next). */
  distDir: process.env.NEXT_DIST_DIR || '.next',
} as const;
