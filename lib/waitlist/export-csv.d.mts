import type { Db } from '@/lib/db/open-database.mjs';

export function csvField(value: unknown): string;
export function toCsv(rows: readonly (readonly unknown[])[]): string;
export function exportSignupsCsv(db: Pick<Db, 'query'>): Promise<string>;
