'use client';

import { useRef, useState, type FormEvent } from 'react';

import { closeModal } from '@/lib/modal/modal-store';
import { buttonProps } from '@/components/ui/button/button-props';

import styles from './waitlist-form.module.scss';

const fields = ['fullName', 'email', 'phoneNumber'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export type WaitlistCopy = {
  intro: string;
  labels: Record<Field, string>;
  phoneHint: string;
  submit: string;
  required: Record<Field, string>;
  invalidEmail: string;
  successTitle: string;
  successBody: string;
  close: string;
};

const inputTypes: Record<Field, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

const emptyValues: Values = { fullName: '', email: '', phoneNumber: '' };

function validate(values: Values, copy: WaitlistCopy): Errors {
  const errors: Errors = {};
  for (const field of fields) if (!values[field].trim()) errors[field] = copy.required[field];
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = copy.invalidEmail;
  return errors;
}

/** Spec §4: a form stage, then "Information received" with a Close button after a valid submit. */
export function WaitlistForm({ copy }: { copy: WaitlistCopy }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [stage, setStage] = useState<'form' | 'success'>('form');
  const inputRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, copy);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      inputRefs.current[firstInvalid]?.focus();
      return;
    }
    setStage('success');
  };

  const onClose = () => {
    closeModal();
    setStage('form');
    setValues(emptyValues);
    setErrors({});
  };

  if (stage === 'success') {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>{copy.successTitle}</p>
        <p>{copy.successBody}</p>
        {/* autoFocus: the form that held focus is gone; the only action left takes it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" {...buttonProps('primary')} onClick={onClose} autoFocus>
          {copy.close}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{copy.intro}</p>
      {fields.map((field) => {
        const id = `waitlist-${field}`;
        const error = errors[field];
        const describedBy = [field === 'phoneNumber' ? `${id}-hint` : null, error ? `${id}-error` : null]
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
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" {...buttonProps('primary')}>
        {copy.submit}
      </button>
    </form>
  );
}
