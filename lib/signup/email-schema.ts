// First: zod must know it may not compile parsers before any schema below exists.
import '@/lib/schemas/browser-jitless';
import { z } from 'zod';

const EMAIL_MAX_LENGTH = 254; // the longest address SMTP can carry

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .pipe(z.string().min(1, 'required').max(EMAIL_MAX_LENGTH, 'tooLong'))
  .pipe(z.email('invalid'));
