import { personDownload } from '@/lib/console/downloads';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ handle: string }> }) {
  return personDownload((await params).handle);
}
