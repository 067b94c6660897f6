import { z } from './zod.ts';

// Apart from the learning-content contracts (learning-content.ts, which re-exports it): a study plan carries
// its content's type, and the dashboard, which parses plans, need not carry the content editor's schemas.

export const contentTypes = ['BOOK', 'LECTURE', 'PROBLEM_SET'] as const;
export const contentType = z.enum(contentTypes, { error: '학습 자료 유형을 선택해 주세요.' });
export type ContentType = z.infer<typeof contentType>;
export const DEFAULT_CONTENT_TYPE: ContentType = 'BOOK';
export const contentTypeLabels: Record<ContentType, string> = {
  BOOK: '책',
  LECTURE: '강의',
  PROBLEM_SET: '문제집',
};
/** What one unit's volume counts, per type. */
export const unitVolumeLabels: Record<ContentType, string> = {
  BOOK: '쪽',
  LECTURE: '분',
  PROBLEM_SET: '문제',
};
