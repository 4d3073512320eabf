import { joinChunks } from '@/lib/csv/csv.mjs';

export const csvChunksOf = (chunks: AsyncIterable<string>) => joinChunks(chunks);
