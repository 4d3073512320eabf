import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A throwaway certificate for 127.0.0.1 (openssl, P-256, one day) written into `dir` as key.pem and cert.pem, for a
 * test that needs HTTPS on loopback. Returns the two paths.
 * @param {string} dir
 */
export function selfSignedCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { key, cert };
}
