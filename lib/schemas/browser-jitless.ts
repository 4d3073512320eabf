import { config } from 'zod/v4/core';

// zod's probe for `new Function` is a CSP violation in the browser: docs/hardening.md#content-security-policy
if (typeof window !== 'undefined') config({ jitless: true });
