import 'server-only';

import { publishCacheSettings } from '@/lib/cache/cache-settings.mjs';
import { parseEnv } from '@/lib/config/env-schema';

export const env = parseEnv(process.env);

publishCacheSettings({
  redisUrl: env.REDIS_URL,
  isBuild: env.NEXT_PHASE === 'phase-production-build',
  skipKeyspaceCheck: env.SKIP_KEYSPACE_CONFIG_CHECK?.toUpperCase() === 'TRUE',
  deploymentId: env.NEXT_DEPLOYMENT_ID,
});

export const nextProcess = {
  isDev: process.env.NODE_ENV === 'development',
  isVercel: env.VERCEL === '1',
  /** A Vercel preview: it may run without a database or mail, and says so where a feature would be. */
  isPreview: env.VERCEL_ENV === 'preview',
} as const;
