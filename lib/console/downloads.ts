import 'server-only';

import { alertsCsvChunks } from '@/lib/alerts/alerts';
import { getDb } from '@/lib/db/get-db';
import { signupsCsvChunks } from '@/lib/waitlist/waitlist';

import { recordAudit } from './audit';
import { exportPerson, emailOfHandle } from './person';
import { currentAdmin, SIGN_IN_PAGE } from './session';

const consoleHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

const toSignIn = () =>
  new Response(null, { status: 303, headers: { Location: SIGN_IN_PAGE, ...consoleHeaders } });

/** A page of rows per chunk, pulled as the client reads: memory stays at one page, whatever the table's size. */
function streamOf(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

const files = {
  signups: () => signupsCsvChunks(),
  alerts: () => alertsCsvChunks(),
} as const;

export async function csvDownload(file: keyof typeof files): Promise<Response> {
  const admin = await currentAdmin();
  if (!admin) return toSignIn();
  await recordAudit(await getDb(), { actor: admin.email, action: 'download', detail: `${file}.csv` });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamOf(files[file]()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tuma-${file}-${day}.csv"`,
      ...consoleHeaders,
    },
  });
}

/** The person's data as a JSON attachment, by the handle of a lookup made in this session. */
export async function personDownload(handle: string): Promise<Response> {
  const admin = await currentAdmin();
  if (!admin) return toSignIn();
  const email = await emailOfHandle(admin, handle);
  if (!email)
    return new Response('This lookup has expired or is not yours. Look the address up again.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...consoleHeaders },
    });
  const data = await exportPerson(admin, email);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="tuma-person-data.json"',
      ...consoleHeaders,
    },
  });
}
