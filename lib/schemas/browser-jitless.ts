import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` when it may; in a browser, merely probing for that is reported as
// a Content-Security-Policy violation. Every module that parses in the browser imports this first, so zod is told
// before its first parse there, and pages that never parse (most visits) never load zod at all. The server keeps the
// compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });
