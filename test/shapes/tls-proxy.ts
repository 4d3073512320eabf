import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import getPort from 'get-port';

import { ensureDebianPackages } from '@/test/support/debian-packages.mjs';
import { startServer } from '@/test/support/processes.mjs';
import { selfSignedCertificate } from '@/test/support/self-signed-certificate.mjs';

export type TlsProxy = { url: string; stop: () => Promise<void> };

/**
 * Debian's nginx terminating TLS in front of 127.0.0.1:`port`, configured as docs/deploying.md says, with a
 * certificate made for this run. Resolves once it answers, with its https:// base URL.
 */
export async function startTlsProxy(port: number): Promise<TlsProxy> {
  ensureDebianPackages([
    { binary: '/usr/sbin/nginx', name: 'nginx-light' },
    { binary: '/usr/bin/openssl', name: 'openssl' },
  ]);
  const dir = mkdtempSync(path.join(tmpdir(), 'shapes-tls-'));
  mkdirSync(path.join(dir, 'temp'));
  const { key, cert } = selfSignedCertificate(dir);
  const tlsPort = await getPort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp;
  proxy_temp_path ${dir}/temp;
  fastcgi_temp_path ${dir}/temp;
  uwsgi_temp_path ${dir}/temp;
  scgi_temp_path ${dir}/temp;
  upstream tuma { server 127.0.0.1:${port}; keepalive 16; }
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://tuma;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const url = `https://127.0.0.1:${tlsPort}`;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const nginx = await startServer(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { name: 'nginx with TLS', url: `${url}/robots.txt`, timeoutMs: 15_000 },
  ).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  return {
    url,
    stop: async () => {
      await nginx.stop();
      removeDir();
    },
  };
}
