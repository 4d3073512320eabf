/**
 * Fills `{name}` placeholders in a message the server already translated. Islands receive copy as props
 * (next-intl's client runtime is not shipped), so values known only in the browser are filled here.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
