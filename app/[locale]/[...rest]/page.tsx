import { notFound } from 'next/navigation';

// Any path the site does not define renders the branded 404 of app/[locale]/not-found.tsx.
export default function CatchAllPage() {
  notFound();
}
