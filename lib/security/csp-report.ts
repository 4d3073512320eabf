import { z } from 'zod';

const MAX_REPORT_BODY_BYTES = 16 * 1024;
export const MAX_REPORTS_PER_REQUEST = 20;

export const REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export type CspViolation = {
  directive: string;
  blocked: string;
  page: string;
};

const UNKNOWN = 'unknown';
const MAX_PAGE_CHARS = 200;

export function reportContentType(header: string | null): ReportContentType | undefined {
  const essence = header?.split(';')[0]?.trim().toLowerCase();
  return REPORT_CONTENT_TYPES.find((type) => type === essence);
}

export function isDeclaredTooLarge(contentLength: string | null, maxBytes = MAX_REPORT_BODY_BYTES): boolean {
  return contentLength !== null && /^\s*\d+\s*$/.test(contentLength) && Number(contentLength) > maxBytes;
}

export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes = MAX_REPORT_BODY_BYTES,
): Promise<BodyRead> {
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    reader.releaseLock();
  }
}

const optionalText = z.string().optional().catch(undefined);

const reportingApiReportSchema = z.object({
  type: z.string(),
  url: optionalText,
  body: z.object({
    documentURL: optionalText,
    effectiveDirective: optionalText,
    blockedURL: optionalText,
  }),
});

const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': optionalText,
    'effective-directive': optionalText,
    // CSP1 browsers send only this, sometimes as the whole directive with its sources.
    'violated-directive': optionalText,
    'blocked-uri': optionalText,
  }),
});

function directiveName(value: string | undefined): string {
  const name = value?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /^[a-z][a-z-]{0,39}$/.test(name) ? name : UNKNOWN;
}

const isIpHost = (hostname: string) => hostname.startsWith('[') || /^[\d.]+$/.test(hostname);

function blockedSource(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (/^[a-z][a-z0-9-]{0,31}$/i.test(text)) return text.toLowerCase();
  if (!URL.canParse(text)) return UNKNOWN;
  const url = new URL(text);
  const scheme = url.protocol.slice(0, -1);
  if (url.origin === 'null') return /^[a-z][a-z0-9+.-]{0,31}$/.test(scheme) ? scheme : UNKNOWN;
  // An address as host could be a visitor's own network (a router's page, a local proxy): kept out of the logs.
  if (isIpHost(url.hostname)) return `${url.protocol}//<ip>`;
  return url.origin;
}

function pagePath(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!URL.canParse(text)) return UNKNOWN;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return UNKNOWN;
  return url.pathname.length > MAX_PAGE_CHARS ? `${url.pathname.slice(0, MAX_PAGE_CHARS)}…` : url.pathname;
}

export function parseCspReports(type: ReportContentType, json: unknown): CspViolation[] | undefined {
  if (type === 'application/csp-report') {
    const parsed = legacyReportSchema.safeParse(json);
    if (!parsed.success) return undefined;
    const report = parsed.data['csp-report'];
    return [
      {
        directive: directiveName(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedSource(report['blocked-uri']),
        page: pagePath(report['document-uri']),
      },
    ];
  }
  if (!Array.isArray(json)) return undefined;
  return json.slice(0, MAX_REPORTS_PER_REQUEST).flatMap((entry: unknown) => {
    const parsed = reportingApiReportSchema.safeParse(entry);
    if (!parsed.success || parsed.data.type !== 'csp-violation') return [];
    const { url, body } = parsed.data;
    return [
      {
        directive: directiveName(body.effectiveDirective),
        blocked: blockedSource(body.blockedURL),
        page: pagePath(body.documentURL ?? url),
      },
    ];
  });
}

type ViolationLoggerOptions = {
  perSecond?: number;
  burst?: number;
  now?: () => number;
  write?: (line: string) => void;
};

export function createViolationLogger({
  perSecond = 2,
  burst = 5,
  now = Date.now,
  write = (line) => console.warn(line),
}: ViolationLoggerOptions = {}): (violation: CspViolation) => void {
  let tokens = burst;
  let refilledAt = now();
  let dropped = 0;
  return (violation) => {
    const at = now();
    tokens = Math.min(burst, tokens + (Math.max(0, at - refilledAt) * perSecond) / 1000);
    refilledAt = at;
    if (tokens < 1) {
      dropped += 1;
      return;
    }
    tokens -= 1;
    if (dropped > 0) write(JSON.stringify({ event: 'csp.violation.dropped', count: dropped }));
    dropped = 0;
    const { directive, blocked, page } = violation;
    write(JSON.stringify({ event: 'csp.violation', directive, blocked, page }));
  };
}
