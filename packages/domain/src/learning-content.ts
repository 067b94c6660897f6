import { z } from 'zod';
import {
  CONTENTS_CREATED_PER_HOUR_MAX,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  UNIT_MAX_DEPTH,
} from './constants.ts';

export const contentTypes = ['BOOK', 'LECTURE', 'PROBLEM_SET'] as const;
export const contentType = z.enum(contentTypes, { error: '학습 자료 유형을 선택해주세요.' });
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

/** Korean messages of the learning-content rules (docs/product-rules.md#learning-contents). */
export const learningContentMessages = {
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${TITLE_MAX_LENGTH}자까지 쓸 수 있어요.`,
  descriptionTooLong: `설명은 ${DESCRIPTION_MAX_LENGTH}자까지 쓸 수 있어요.`,
  invalidUrl: '주소 형식을 확인해 주세요.',
  noUnits: '학습 단원을 하나 이상 추가해 주세요.',
  unitTitleRequired: '모든 학습 단원에 제목을 입력해 주세요.',
  tooDeep: `학습 단원은 최대 ${UNIT_MAX_DEPTH + 1}단계까지 만들 수 있어요.`,
  tooManyUnits: '학습 단원은 최대 5,000개까지 만들 수 있어요.',
  duplicate: '같은 제목과 저자의 학습 자료가 이미 있어요.',
  notFound: '삭제되었거나 없는 학습 자료예요.',
  forbidden: '이 학습 자료는 만든 사람만 고치거나 삭제할 수 있어요.',
  inUse: '이 학습 자료로 만든 학습 계획이 있어서 삭제할 수 없어요.',
  quotaExceeded: (minutesToWait: number) =>
    `학습 자료는 한 시간에 ${CONTENTS_CREATED_PER_HOUR_MAX}개까지 만들 수 있어요. ${minutesToWait}분 뒤에 다시 시도해 주세요.`,
} as const;

export const DEFAULT_UNIT_TITLE = '새 단원';
// Larger than any textbook's outline; one content's units are read and scheduled in one request.
export const MAX_CONTENT_UNITS = 5_000;

/** A unit as the client sends it: a tree. `shortTitle` (outline number) is generated when absent. */
/** A unit's outline number from its parent's and its 1-based place among its siblings: 1, 1.2, 1.2.3. */
export const outlineNumber = (parentNumber: string, sequence: number): string =>
  parentNumber ? `${parentNumber}.${sequence}` : `${sequence}`;

export type ContentUnitInput = {
  title: string;
  shortTitle?: string | undefined;
  unitVolume?: number | undefined;
  children?: ContentUnitInput[] | undefined;
};

const unitTitle = z
  .string({ error: learningContentMessages.unitTitleRequired })
  .trim()
  .min(1, learningContentMessages.unitTitleRequired)
  .max(TITLE_MAX_LENGTH, learningContentMessages.titleTooLong);

/** What a client may set on one unit, at creation and when editing. */
export const contentUnitFields = {
  title: unitTitle,
  shortTitle: z.string().trim().max(20, '단원 번호는 20자까지 쓸 수 있어요.').optional(),
  unitVolume: z.number().int().min(1, '분량은 1 이상으로 적어 주세요.').max(100_000).optional(),
};

export const contentUnitInput: z.ZodType<ContentUnitInput> = z
  .lazy(() => z.object({ ...contentUnitFields, children: z.array(contentUnitInput).optional() }))
  .meta({ id: 'ContentUnitInput' });

/** The depth and count limits every unit tree a client sends must keep, added to `ctx` as issues. */
export function refineUnitTreeLimits(units: unknown, ctx: z.RefinementCtx) {
  if (!Array.isArray(units)) return;
  const { maxDepth, count } = measureUnitTree(units as ContentUnitInput[]);
  if (maxDepth > UNIT_MAX_DEPTH)
    ctx.addIssue({ code: 'custom', path: ['contentUnits'], message: learningContentMessages.tooDeep });
  if (count > MAX_CONTENT_UNITS)
    ctx.addIssue({ code: 'custom', path: ['contentUnits'], message: learningContentMessages.tooManyUnits });
}

/** Depth of the deepest unit (0 for a flat list) and the number of units in a tree. */
export function measureUnitTree(units: readonly ContentUnitInput[]): { maxDepth: number; count: number } {
  let maxDepth = 0;
  let count = 0;
  const stack = units.map((unit) => ({ unit, depth: 0 }));
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    count += 1;
    maxDepth = Math.max(maxDepth, item.depth);
    // Also called from a refinement that runs on input that already failed validation: trust nothing.
    const children: unknown = item.unit.children;
    if (Array.isArray(children)) {
      for (const child of children as ContentUnitInput[]) stack.push({ unit: child, depth: item.depth + 1 });
    }
  }
  return { maxDepth, count };
}

const sourceUrl = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/, error: learningContentMessages.invalidUrl })
    .max(2000, learningContentMessages.invalidUrl),
]);

const metadataFields = {
  title: z
    .string({ error: learningContentMessages.titleRequired })
    .trim()
    .min(1, learningContentMessages.titleRequired)
    .max(TITLE_MAX_LENGTH, learningContentMessages.titleTooLong),
  author: z.string().trim().max(100, '저자는 100자까지 쓸 수 있어요.').optional(),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, learningContentMessages.descriptionTooLong)
    .optional(),
  category: z.string().trim().max(50, '분류는 50자까지 쓸 수 있어요.').optional(),
  type: contentType,
  sourceUrl: sourceUrl.optional().nullable(),
};

export const createLearningContentBody = z
  .object({
    ...metadataFields,
    contentUnits: z
      .array(contentUnitInput, { error: learningContentMessages.noUnits })
      .min(1, learningContentMessages.noUnits),
  })
  .superRefine((body, ctx) => refineUnitTreeLimits(body.contentUnits, ctx));
export type CreateLearningContentBody = z.input<typeof createLearningContentBody>;

export const updateLearningContentBody = z.object(metadataFields).partial().strict();
export type UpdateLearningContentBody = z.input<typeof updateLearningContentBody>;

/** A unit as the server returns it flat (`GET /api/learning-contents/{id}/content-units`). */
export const contentUnit = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  sequence: z.number().int(),
  title: z.string(),
  shortTitle: z.string(),
  unitVolume: z.number().int(),
});
export type ContentUnit = z.infer<typeof contentUnit>;

export type ContentUnitTree = ContentUnit & { children: ContentUnitTree[] };
export const contentUnitTree: z.ZodType<ContentUnitTree> = z
  .lazy(() => contentUnit.extend({ children: z.array(contentUnitTree) }))
  .meta({ id: 'ContentUnitTree' });

export const learningContentSummary = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.string(),
  type: contentType,
  sourceUrl: z.string().nullable(),
  /** Null when the creator has deleted their account. */
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  unitCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningContentSummary = z.infer<typeof learningContentSummary>;

export const learningContent = learningContentSummary.extend({ contentUnits: z.array(contentUnitTree) });
export type LearningContent = z.infer<typeof learningContent>;

export const learningContentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['updatedAt', 'createdAt', 'title']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  mine: z.enum(['true', 'false']).optional(),
});
export type LearningContentListQuery = z.input<typeof learningContentListQuery>;

export const pagePagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const learningContentList = z.object({
  contents: z.array(learningContentSummary),
  pagination: pagePagination,
});
export type LearningContentList = z.infer<typeof learningContentList>;

/** Rebuilds the tree from flat units, which the API sends as a list linked by `parentId`. */
export function buildUnitTree(units: readonly ContentUnit[]): ContentUnitTree[] {
  const nodes = new Map<string, ContentUnitTree>(units.map((unit) => [unit.id, { ...unit, children: [] }]));
  const roots: ContentUnitTree[] = [];
  for (const unit of units) {
    const node = nodes.get(unit.id);
    if (!node) continue;
    const parent = unit.parentId ? nodes.get(unit.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
