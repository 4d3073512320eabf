// Types for headers.mjs.
export const HSTS_MAX_AGE_SECONDS: number;
export const permissionsPolicy: string;
export const transportSecurityHeaders: readonly { key: string; value: string }[];
export const documentSecurityHeaders: readonly { key: string; value: string }[];
export const nonDocumentPolicy: string;
