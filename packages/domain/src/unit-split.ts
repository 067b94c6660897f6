import { MAX_CONTENT_UNITS } from './learning-content.ts';

/**
 * Units made from an amount instead of a table of contents (docs/product-rules.md#splitting-by-amount):
 * a page range in equal parts, or a count of lectures.
 */

/** A unit a split makes: its title and, for pages, its page count as volume. */
export type SplitUnit = { title: string; volume?: number };
export type SplitResult = { ok: true; units: SplitUnit[] } | { ok: false; message: string };

export const PAGE_MAX = 100_000;

export const unitSplitMessages = {
  pageRange: '시작 쪽과 끝 쪽을 확인해 주세요. 끝 쪽은 시작 쪽과 같거나 뒤여야 해요.',
  pagesPerUnit: '한 단원의 쪽수는 1 이상으로 적어 주세요.',
  lectureCount: '강의 수는 1 이상으로 적어 주세요.',
  tooMany: `한 번에 ${MAX_CONTENT_UNITS.toLocaleString('ko-KR')}개까지 나눌 수 있어요.`,
} as const;

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** "p.1–25", "p.26–50" … with the last part ending at `endPage`; each unit's volume is its page count. */
export function splitByPages(startPage: number, endPage: number, pagesPerUnit: number): SplitResult {
  if (!isWhole(startPage, 1, PAGE_MAX) || !isWhole(endPage, startPage, PAGE_MAX))
    return { ok: false, message: unitSplitMessages.pageRange };
  if (!isWhole(pagesPerUnit, 1, PAGE_MAX)) return { ok: false, message: unitSplitMessages.pagesPerUnit };
  const count = Math.ceil((endPage - startPage + 1) / pagesPerUnit);
  if (count > MAX_CONTENT_UNITS) return { ok: false, message: unitSplitMessages.tooMany };
  const units = Array.from({ length: count }, (_, index): SplitUnit => {
    const first = startPage + index * pagesPerUnit;
    const last = Math.min(first + pagesPerUnit - 1, endPage);
    return { title: first === last ? `p.${first}` : `p.${first}–${last}`, volume: last - first + 1 };
  });
  return { ok: true, units };
}

/** "1강" … "N강". */
export function splitByLectures(count: number): SplitResult {
  if (!isWhole(count, 1, Number.MAX_SAFE_INTEGER))
    return { ok: false, message: unitSplitMessages.lectureCount };
  if (count > MAX_CONTENT_UNITS) return { ok: false, message: unitSplitMessages.tooMany };
  return { ok: true, units: Array.from({ length: count }, (_, index) => ({ title: `${index + 1}강` })) };
}
