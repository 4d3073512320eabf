'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';

import { closeModal, getModalSource } from '@/lib/modal/modal-store';
import type { WaitlistResult, WaitlistSubmission } from '@/lib/waitlist/result';
import type {
  WaitlistErrorCode,
  WaitlistField,
  WaitlistFieldErrors,
  WaitlistValues,
} from '@/lib/waitlist/schema';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from './waitlist-form.module.scss';

const fields = ['fullName', 'email', 'phoneNumber'] as const satisfies readonly WaitlistField[];

export type WaitlistCopy = {
  intro: string;
  labels: Record<WaitlistField, string>;
  phoneHint: string;
  submit: string;
  sending: string;
  errors: Record<
    WaitlistField,
    Partial<Record<WaitlistErrorCode, string>> & { required: string; invalid: string }
  >;
  rateLimited: Record<Extract<WaitlistResult, { status: 'rate-limited' }>['scope'], string[]>;
  serverError: string;
  honeypotLabel: string;
  successTitle: string;
  successBody: string;
  successConfirm: string;
  close: string;
};

export type WaitlistFormProps = {
  copy: WaitlistCopy;
  action: (submission: WaitlistSubmission) => Promise<WaitlistResult>;
};

const inputTypes: Record<WaitlistField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> =
  {
    fullName: { type: 'text', autoComplete: 'name' },
    email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    phoneNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  };

const emptyValues: WaitlistValues = { fullName: '', email: '', phoneNumber: '' };

const loadSchema = () => import('@/lib/waitlist/schema');

function missingFields(values: WaitlistValues): WaitlistFieldErrors {
  const errors: WaitlistFieldErrors = {};
  for (const field of fields) if (!values[field].trim()) errors[field] = 'required';
  return errors;
}

export function WaitlistForm({ copy, action }: WaitlistFormProps) {
  const [values, setValues] = useState<WaitlistValues>(emptyValues);
  const [errors, setErrors] = useState<WaitlistFieldErrors>({});
  const [notice, setNotice] = useState('');
  const [stage, setStage] = useState<'form' | 'success' | 'confirm'>('form');
  const [isPending, startTransition] = useTransition();
  const inputRefs = useRef<Partial<Record<WaitlistField, HTMLInputElement | null>>>({});
  const honeypotRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<WaitlistField | null>(null);

  // Loaded after its dialog opened (waitlist-form-loader.tsx), the form finds focus on the dialog's Close button,
  // where showModal() put it: the first field takes it, as it does when the form is already there at opening.
  useEffect(() => {
    const field = inputRefs.current.fullName;
    const dialog = field?.closest('dialog');
    const active = document.activeElement;
    if (dialog?.open && active && dialog.contains(active) && !field?.form?.contains(active)) field?.focus();
  }, []);

  // Focus moves once the error text is in the DOM, so a screen reader reads it as the field's description.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    inputRefs.current[focusAfterRender.current]?.focus();
    focusAfterRender.current = null;
  });

  const showFieldErrors = (found: WaitlistFieldErrors): boolean => {
    focusAfterRender.current = fields.find((field) => found[field]) ?? null;
    setErrors(found);
    return focusAfterRender.current !== null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setNotice('');
    if (showFieldErrors(missingFields(values))) return;

    startTransition(async () => {
      try {
        const { waitlistSchema, toFieldErrors } = await loadSchema();
        const checked = waitlistSchema.safeParse(values);
        if (!checked.success) {
          showFieldErrors(toFieldErrors(checked.error));
          return;
        }
        const result = await action({
          ...values,
          website: honeypotRef.current?.value ?? '',
          source: getModalSource(),
        });
        if (result.status === 'success') setStage(result.confirmByMail ? 'confirm' : 'success');
        else if (result.status === 'invalid') showFieldErrors(result.fieldErrors);
        else if (result.status === 'rate-limited') {
          const messages = copy.rateLimited[result.scope];
          const minutes = Math.min(Math.max(Math.ceil(result.retryAfterSeconds / 60), 1), messages.length);
          setNotice(messages[minutes - 1] ?? copy.serverError);
        } else setNotice(copy.serverError);
      } catch {
        setNotice(copy.serverError);
      }
    });
  };

  const onClose = () => {
    closeModal();
    setStage('form');
    setValues(emptyValues);
    setErrors({});
    setNotice('');
  };

  if (stage !== 'form') {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>{copy.successTitle}</p>
        <p>{copy.successBody}</p>
        {stage === 'confirm' && <p>{copy.successConfirm}</p>}
        {/* autoFocus: the form that held focus is gone; the only action left takes it. */}
        <button type="button" {...buttonProps('primary')} onClick={onClose} autoFocus>
          {copy.close}
        </button>
      </div>
    );
  }

  const messageFor = (field: WaitlistField, code: WaitlistErrorCode) =>
    copy.errors[field][code] ?? copy.errors[field].invalid;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isPending || undefined}>
      <p className={styles.intro}>{copy.intro}</p>
      {fields.map((field) => {
        const id = `waitlist-${field}`;
        const code = errors[field];
        const describedBy = [field === 'phoneNumber' ? `${id}-hint` : null, code ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {copy.labels[field]}
            </label>
            {field === 'phoneNumber' && (
              <p id={`${id}-hint`} className={styles.hint}>
                {copy.phoneHint}
              </p>
            )}
            <input
              ref={(node) => {
                inputRefs.current[field] = node;
              }}
              id={id}
              name={field}
              className={styles.input}
              {...inputTypes[field]}
              required
              data-autofocus={field === 'fullName' ? true : undefined}
              value={values[field]}
              aria-invalid={code ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
            {code && (
              <p id={`${id}-error`} className={styles.error}>
                {messageFor(field, code)}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.honeypot} aria-hidden="true" inert>
        <label htmlFor="waitlist-website">{copy.honeypotLabel}</label>
        <input
          ref={honeypotRef}
          id="waitlist-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" {...buttonProps('primary')} aria-disabled={isPending || undefined}>
          {copy.submit}
        </button>
        {/* Always rendered, so screen readers already watch it when a message arrives. */}
        <p className={styles.notice} role="status" data-tone={notice && !isPending ? 'error' : undefined}>
          {isPending ? copy.sending : notice}
        </p>
      </div>
    </form>
  );
}
