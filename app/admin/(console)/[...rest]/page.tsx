import { notFound } from 'next/navigation';

export default function UnknownConsolePage() {
  notFound();
}
