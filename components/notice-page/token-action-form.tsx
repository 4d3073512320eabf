import { buttonProps } from '@/components/ui/button/button-props';
import type { Locale } from '@/lib/i18n/routing';

/** The one button of a page a mail link opens: the act is this POST (a Server Action), never the link's GET. */
export function TokenActionForm({
  action,
  token,
  locale,
  label,
}: {
  action: (form: FormData) => Promise<void>;
  token: string;
  locale: Locale;
  label: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" {...buttonProps('primary')}>
        {label}
      </button>
    </form>
  );
}
