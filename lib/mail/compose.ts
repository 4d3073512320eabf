// Nothing loads from elsewhere (image, font, stylesheet), so a mail client shows it all without asking.

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'small'; text: string };

export type ComposedMail = { subject: string; text: string; html: string };

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char]!);

export function composeMail({
  subject,
  locale,
  blocks,
}: {
  subject: string;
  locale: string;
  blocks: MailBlock[];
}): ComposedMail {
  const text = blocks
    .map((block) => (block.kind === 'action' ? `${block.label}:\n${block.url}` : block.text))
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if (block.kind === 'action')
        return (
          `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;` +
          `background:#0b6e4f;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">` +
          `${escapeHtml(block.label)}</a></p>`
        );
      const style = block.kind === 'small' ? 'margin:16px 0;font-size:13px;color:#4a5a6a' : 'margin:16px 0';
      return `<p style="${style}">${escapeHtml(block.text)}</p>`;
    })
    .join('\n');
  const html =
    `<!doctype html>\n<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body style="margin:0;padding:24px;background:#ffffff;color:#0f1d2b;` +
    `font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">\n` +
    `<div style="max-width:560px;margin:0 auto">\n${body}\n</div>\n</body></html>\n`;
  return { subject, text: `${text}\n`, html };
}
