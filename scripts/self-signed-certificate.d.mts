export function selfSignedCertificate(dir: string): { key: string; cert: string };
