import { z } from './zod.ts';
import {
  CONTENTS_CREATED_PER_HOUR_MAX,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  UNIT_MAX_DEPTH,
  UNIT_VOLUME_MAX,
} from './constants.ts';
import { contentType } from './content-type.ts';

export {
  contentType,
  contentTypeLabels,
  contentTypes,
  DEFAULT_CONTENT_TYPE,
  unitVolumeLabels,
  type ContentType,
} from './content-type.ts';

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
  .check(
    z.trim(),
    z.minLength(1, learningContentMessages.unitTitleRequired),
    z.maxLength(TITLE_MAX_LENGTH, learningContentMessages.titleTooLong),
  );

/** What a client may set on one unit, at creation and when editing. */
export const contentUnitFields = {
  title: unitTitle,
  shortTitle: z.optional(z.string().check(z.trim(), z.maxLength(20, '단원 번호는 20자까지 쓸 수 있어요.'))),
  unitVolume: z.optional(
    z.int().check(z.minimum(1, '분량은 1 이상으로 적어 주세요.'), z.maximum(UNIT_VOLUME_MAX)),
  ),
};

export const contentUnitInput: z.ZodMiniType<ContentUnitInput> = z
  .lazy(() => z.object({ ...contentUnitFields, children: z.optional(z.array(contentUnitInput)) }))
  .register(z.globalRegistry, { id: 'ContentUnitInput' });

/** The depth and count limits every unit tree a client sends must keep, added to `ctx` as issues. */
export function refineUnitTreeLimits(units: unknown, ctx: z.core.$RefinementCtx) {
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
    .check(z.maxLength(2000, learningContentMessages.invalidUrl)),
]);

const metadataFields = {
  title: z
    .string({ error: learningContentMessages.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, learningContentMessages.titleRequired),
      z.maxLength(TITLE_MAX_LENGTH, learningContentMessages.titleTooLong),
    ),
  author: z.optional(z.string().check(z.trim(), z.maxLength(100, '저자는 100자까지 쓸 수 있어요.'))),
  description: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, learningContentMessages.descriptionTooLong)),
  ),
  category: z.optional(z.string().check(z.trim(), z.maxLength(50, '분류는 50자까지 쓸 수 있어요.'))),
  type: contentType,
  sourceUrl: z.nullable(z.optional(sourceUrl)),
};

export const createLearningContentBody = z
  .object({
    ...metadataFields,
    contentUnits: z
      .array(contentUnitInput, { error: learningContentMessages.noUnits })
      .check(z.minLength(1, learningContentMessages.noUnits)),
  })
  .check(z.superRefine((body, ctx) => refineUnitTreeLimits(body.contentUnits, ctx)));
export type CreateLearningContentBody = z.input<typeof createLearningContentBody>;

export const updateLearningContentBody = z.partial(z.strictObject(metadataFields));
export type UpdateLearningContentBody = z.input<typeof updateLearningContentBody>;

/** A unit as the server returns it flat (`GET /api/learning-contents/{id}/content-units`). */
export const contentUnit = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  depth: z.int(),
  sequence: z.int(),
  title: z.string(),
  shortTitle: z.string(),
  unitVolume: z.int(),
});
export type ContentUnit = z.infer<typeof contentUnit>;

export type ContentUnitTree = ContentUnit & { children: ContentUnitTree[] };
export const contentUnitTree: z.ZodMiniType<ContentUnitTree> = z
  .lazy(() => z.extend(contentUnit, { children: z.array(contentUnitTree) }))
  .register(z.globalRegistry, { id: 'ContentUnitTree' });

export const learningContentSummary = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.string(),
  type: contentType,
  sourceUrl: z.nullable(z.string()),
  /** Null when the creator has deleted their account. */
  createdBy: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  /** The units a plan schedules: those without children. */
  unitCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningContentSummary = z.infer<typeof learningContentSummary>;

export const learningContent = z.extend(learningContentSummary, { contentUnits: z.array(contentUnitTree) });
export type LearningContent = z.infer<typeof learningContent>;

export const learningContentListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(['updatedAt', 'createdAt', 'title']), 'updatedAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  mine: z.optional(z.enum(['true', 'false'])),
});
export type LearningContentListQuery = z.input<typeof learningContentListQuery>;

export const pagePagination = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  totalPages: z.int(),
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
