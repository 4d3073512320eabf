import { getTranslations } from 'next-intl/server';

import { setRateAlert } from '@/lib/actions/rate-alert';
import type { AlertErrorCode, AlertField, AlertFieldErrors } from '@/lib/alerts/alert-input';
import { formatRateFigure } from '@/lib/money/format-rate';
import { pairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { legalDocuments } from '@/lib/legal/documents';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { formatRate } from '@/lib/money/format-rate';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from './rate-alert-form.module.scss';

export type AlertProblem = 'no-rate' | 'error' | 'network' | 'everyone';

type RateAlertFormProps = {
  locale: Locale;
  pair: CurrencyPair;
  /** Today's effective rate. */
  rate: number;
  /** The pair page's section (h2), or the form page's own title (h1). */
  headingLevel: 1 | 2;
  /** What the visitor typed and what to fix, when the form comes back from its route. */
  target?: string;
  fieldErrors?: AlertFieldErrors;
  problem?: AlertProblem;
};

// Written out, so the message-key test sees each key read.
const errorKeys = {
  email: {
    required: 'errors.email.required',
    tooLong: 'errors.email.tooLong',
    invalid: 'errors.email.invalid',
    equalsRate: 'errors.email.invalid',
  },
  target: {
    required: 'errors.target.required',
    tooLong: 'errors.target.tooLong',
    invalid: 'errors.target.invalid',
    equalsRate: 'errors.target.equalsRate',
  },
} as const satisfies Record<AlertField, Record<AlertErrorCode, string>>;

const problemKeys = {
  'no-rate': 'problems.no-rate',
  error: 'problems.error',
  network: 'problems.network',
  everyone: 'problems.everyone',
} as const satisfies Record<AlertProblem, string>;

/**
 * The rate alert form: plain HTML posting to a Server Action, which answers with a redirect to a page. It needs no
 * script of its own, so the pair page stays static and gains no JavaScript.
 */
export async function RateAlertForm({
  locale,
  pair,
  rate,
  headingLevel,
  target = '',
  fieldErrors = {},
  problem,
}: RateAlertFormProps) {
  const t = await getTranslations({ locale, namespace: 'RateAlert' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const codes = { fromCode: pair.from, toCode: pair.to };
  // A round target a little above today's rate: the example reads like what a visitor would type.
  const example = formatRateFigure(rate * 1.02, locale);
  const fields = (['email', 'target'] as const).filter((field) => fieldErrors[field]);
  const hasProblem = Boolean(problem) || fields.length > 0;

  const describedBy = (field: AlertField, hint?: string) =>
    [hint, fieldErrors[field] ? `rate-alert-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (field: AlertField) => {
    const code = fieldErrors[field];
    return code ? t(errorKeys[field][code], { example }) : undefined;
  };

  return (
    <section id="rate-alert" className={styles.alert} aria-labelledby="rate-alert-title">
      <Heading id="rate-alert-title" className={headingLevel === 1 ? styles.pageTitle : styles.title}>
        {t('title')}
      </Heading>
      {hasProblem && (
        <div className={styles.problem} role="alert" aria-labelledby="rate-alert-problem-title">
          <p id="rate-alert-problem-title" className={styles.problemTitle}>
            {t('problemTitle')}
          </p>
          {problem && <p>{t(problemKeys[problem])}</p>}
          {fields.length > 0 && (
            <ul>
              {fields.map((field) => (
                <li key={field}>
                  <a href={`#rate-alert-${field}`}>{errorText(field)}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className={styles.intro}>{t('intro', codes)}</p>
      <p className={styles.today}>{t('today', { rate: formatRate(rate, pair.from, pair.to, locale) })}</p>
      <form className={styles.form} action={setRateAlert}>
        <input type="hidden" name="pair" value={pairSlug(pair)} />
        <input type="hidden" name="locale" value={locale} />
        <div className={styles.field}>
          <label htmlFor="rate-alert-email" className={styles.label}>
            {t('emailLabel')}
          </label>
          <input
            id="rate-alert-email"
            name="email"
            className={styles.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {fieldErrors.email && (
            <p id="rate-alert-email-error" className={styles.error}>
              {errorText('email')}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="rate-alert-target" className={styles.label}>
            {t('targetLabel')}
          </label>
          <p id="rate-alert-target-hint" className={styles.hint}>
            {t('targetHint', { ...codes, example })}
          </p>
          <input
            id="rate-alert-target"
            name="target"
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={32}
            required
            defaultValue={target}
            aria-invalid={fieldErrors.target ? true : undefined}
            aria-describedby={describedBy('target', 'rate-alert-target-hint')}
          />
          {fieldErrors.target && (
            <p id="rate-alert-target-error" className={styles.error}>
              {errorText('target')}
            </p>
          )}
        </div>
        <div className={styles.honeypot} aria-hidden="true" inert>
          <label htmlFor="rate-alert-website">{t('honeypotLabel')}</label>
          <input id="rate-alert-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" {...buttonProps('primary')}>
          {t('submit')}
        </button>
      </form>
      <p className={styles.terms}>
        {t('terms')}{' '}
        <a href={`${localizedPath(legalDocuments.privacyPolicy.href, locale)}#rate-alerts`}>{t('privacy')}</a>
      </p>
    </section>
  );
}
