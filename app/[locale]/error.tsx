'use client';

import { useParams } from 'next/navigation';

import { ErrorContent } from '@/components/error-content/error-content';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  return <ErrorContent error={error} reset={reset} locale={params.locale} />;
}
