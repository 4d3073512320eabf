// One place for the ports and environment the browser tests run with, shared by
// scripts/e2e.mjs (which builds) and playwright.config.ts (which serves).
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 4010);

// Sentinels: tests assert these strings never reach a browser, a body, a header or a log line.
export const KEY_SENTINEL = 'sk_live_SENTINEL_9f3c2a7e41b8';
export const TENANT_SENTINEL = 'tenant_SENTINEL_5d81e0';

export const appEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SITE_URL: `http://localhost:${APP_PORT}`,
};
