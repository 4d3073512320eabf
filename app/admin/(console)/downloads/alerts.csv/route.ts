import { csvDownload } from '@/lib/console/downloads';

export const dynamic = 'force-dynamic';

export function GET() {
  return csvDownload('alerts');
}
