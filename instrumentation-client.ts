import { config } from 'zod/v4/core';

// Runs before the app's client code. Zod compiles object parsers with `new Function` when it may; merely probing
// for that is reported as a Content-Security-Policy violation on every page, so the browser parses without it.
config({ jitless: true });
