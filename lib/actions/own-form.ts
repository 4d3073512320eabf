import 'server-only';

import { headers } from 'next/headers';

import { isSameOrigin } from '@/lib/security/same-origin';

/**
 * A form's fields, when one of our pages posted it; null otherwise. Next lets an action posted without
 * Origin through, so each action asks here before it acts, even though the proxy refuses such posts first.
 */
export async function ownFormFields(form: unknown): Promise<Record<string, string> | null> {
  // A hand-made call can pass anything: only a form's FormData is read.
  if (!(form instanceof FormData) || !isSameOrigin(await headers())) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}
