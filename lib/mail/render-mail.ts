// Not importing outbox-store.ts, which imports this: `purpose` is one of its MailPurpose values.

export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

export type RenderMail = (row: { id: string; purpose: string }) => Promise<RenderedMail | undefined>;

type QueuedRow = {
  id: string;
  purpose: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
};

export async function mailOfRow(
  row: QueuedRow,
  render: RenderMail | undefined,
): Promise<RenderedMail | undefined> {
  if (render && row.text_body === null && row.html_body === null)
    return render({ id: row.id, purpose: row.purpose });
  return {
    subject: row.subject,
    text: row.text_body ?? '',
    html: row.html_body ?? '',
    headers: row.headers ?? {},
  };
}
