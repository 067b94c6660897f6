import type { LearningContentSummary } from '@molip/domain/learning-content';

/** A content as the list and detail endpoints answer it: a one-unit book, with what a test cares about. */
export const learningContentSummary = (
  fields: Partial<LearningContentSummary> = {},
): LearningContentSummary => ({
  id: '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01',
  title: '몰입 수학',
  author: '',
  description: '',
  category: '수학',
  type: 'BOOK',
  sourceUrl: null,
  createdBy: 'creator',
  createdByName: '김몰입',
  unitCount: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});
