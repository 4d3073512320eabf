// Types for headers.mjs.
export const HSTS_MAX_AGE_SECONDS: number;
export const permissionsPolicy: string;
export const baseSecurityHeaders: readonly { key: string; value: string }[];
export const nonDocumentPolicy: string;
