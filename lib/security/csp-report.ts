import { z } from 'zod';

// Browsers report Content-Security-Policy violations to /api/csp-report (lib/security/csp.ts names it twice: the
// Reporting API's `report-to csp`, and `report-uri` for browsers without it). Anyone can post anything there, so the
// route reads little, logs less, and never echoes: one line per violation with the directive, the blocked resource's
// origin (or keyword) and the page's path, nothing else from the report and nothing from the request.

/** Reports are a few hundred bytes each; a body larger than this is not a browser's report. */
const MAX_REPORT_BODY_BYTES = 16 * 1024;
/** A browser batches a page's reports into one request; past this many, the rest of a request is ignored. */
export const MAX_REPORTS_PER_REQUEST = 20;

/** The Reporting API's batches (`report-to`), and the single report of `report-uri`. */
export const REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** What is logged of one violation: nothing a visitor typed, no query string, no address. */
export type CspViolation = {
  /** The directive that blocked, e.g. `script-src-elem`. */
  directive: string;
  /** The blocked resource's origin (`https://cdn.example`), or the browser's keyword (`inline`, `eval`, `data`). */
  blocked: string;
  /** The path of the page that reported, without query or fragment. */
  page: string;
};

const UNKNOWN = 'unknown';
const MAX_PAGE_CHARS = 200;

/** The content type a report was sent as, parameters and case aside; undefined for anything else. */
export function reportContentType(header: string | null): ReportContentType | undefined {
  const essence = header?.split(';')[0]?.trim().toLowerCase();
  return REPORT_CONTENT_TYPES.find((type) => type === essence);
}

/** True when a declared Content-Length is already over the cap (the body is then never read). */
export function isDeclaredTooLarge(contentLength: string | null, maxBytes = MAX_REPORT_BODY_BYTES): boolean {
  return contentLength !== null && /^\s*\d+\s*$/.test(contentLength) && Number(contentLength) > maxBytes;
}

export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * Reads a request body as UTF-8, at most `maxBytes` of it: past the cap it stops reading and cancels the stream, so
 * no more than one chunk beyond the cap is ever held, whatever the sender claims or omits in Content-Length.
 */
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
    // The sender went away mid-body, or the bytes are not UTF-8.
    return { ok: false, reason: 'unreadable' };
  } finally {
    reader.releaseLock();
  }
}

// Fields are read leniently: a report missing one still says something. Unknown fields are never looked at.
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
  // Keywords first: `inline`, `eval`, `wasm-eval`, `trusted-types-sink`, and the bare schemes (`data`, `blob`).
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

/**
 * The violations in a report body already parsed from JSON, as the given content type shapes it: up to
 * MAX_REPORTS_PER_REQUEST of a Reporting API batch (its other report types and malformed entries skipped), or the
 * one legacy report. Undefined when the body is not that shape at all.
 */
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
  /** Lines a second, on average, once the burst is spent. */
  perSecond?: number;
  /** Lines that may be written at once after a quiet spell. */
  burst?: number;
  now?: () => number;
  write?: (line: string) => void;
};

/**
 * Writes one JSON line per violation, at most `burst` at once and `perSecond` a second after that (a token bucket in
 * this process's memory: it protects the logs, not the site). Violations over the budget are counted, and the count
 * is written as one `csp.violation.dropped` line just before the next violation that gets through.
 */
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
