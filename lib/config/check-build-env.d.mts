// Types for check-build-env.mjs.
export function checkBuildEnv(source: Record<string, string | undefined>): void;
