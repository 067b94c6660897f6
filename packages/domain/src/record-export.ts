import { z } from './zod.ts';

/** A learner's own records as a download: everything as JSON, or the focus logs as CSV. */
export const recordExportFormats = ['json', 'csv'] as const;
export type RecordExportFormat = (typeof recordExportFormats)[number];

export const recordExportQuery = z.object({
  format: z._default(
    z.enum(recordExportFormats, { error: '파일 형식은 json 또는 csv로 골라 주세요.' }),
    'json',
  ),
});

/** The file name a download gets, e.g. `molip-기록-2026-11-22.json`. */
export function recordExportFileName(format: RecordExportFormat, date: string): string {
  return format === 'csv' ? `molip-focus-logs-${date}.csv` : `molip-records-${date}.json`;
}
