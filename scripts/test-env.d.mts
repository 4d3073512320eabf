export const APP_PORT: number;
export const STAND_IN_PORT: number;
export const KEY_SENTINEL: string;
export const TENANT_SENTINEL: string;
export const appEnv: Record<string, string>;
export const STAND_IN_URL: string;
export const REVIEWS_BUSINESS_UNIT: string;
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
