import type { AgreementItem } from '@molip/domain/terms';
import { useState } from 'react';

/** The 만 14세 answer: asked on its own, never ticked by 전체 동의. */
export type AgeAnswer = 'over-14' | 'under-14' | null;

/** The age confirmation still owed (none once given: a new terms version does not ask the age again). */
export const pendingAgeItem = (agreements: AgreementItem[]): AgreementItem | undefined =>
  agreements.find((item) => item.termsType === 'AGE_CONFIRMATION' && !item.isAgreed);

/** The items the learner ticks: the required terms and the optional items; the age and the notices apart. */
export const tickableItems = (agreements: AgreementItem[]): AgreementItem[] =>
  agreements.filter((item) => item.kind !== 'NOTICE' && item.termsType !== 'AGE_CONFIRMATION');

/** Optional items start from their saved `isAgreed`; required ones must be ticked again. */
export function initialTicks(agreements: AgreementItem[]): Set<number> {
  return new Set(
    tickableItems(agreements)
      .filter((item) => !item.isRequired && item.isAgreed)
      .map((item) => item.termsId),
  );
}

export function allTicked(agreements: AgreementItem[], ticked: ReadonlySet<number>): boolean {
  const items = tickableItems(agreements);
  return items.length > 0 && items.every((item) => ticked.has(item.termsId));
}

/** Submit is enabled only when the age is confirmed (if owed), every required term ticked and nothing pending. */
export function canSubmitTerms(
  agreements: AgreementItem[],
  ticked: ReadonlySet<number>,
  age: AgeAnswer,
  submitting: boolean,
): boolean {
  if (submitting || agreements.length === 0) return false;
  if (pendingAgeItem(agreements) && age !== 'over-14') return false;
  return tickableItems(agreements)
    .filter((item) => item.isRequired)
    .every((item) => ticked.has(item.termsId));
}

export function useTermsSelection(agreements: AgreementItem[]) {
  const [ticked, setTicked] = useState<Set<number>>(() => initialTicks(agreements));
  const [age, setAge] = useState<AgeAnswer>(null);
  return {
    ticked,
    age,
    setAge,
    isAllTicked: allTicked(agreements, ticked),
    toggle: (termsId: number, value: boolean) =>
      setTicked((current) => {
        const next = new Set(current);
        if (value) next.add(termsId);
        else next.delete(termsId);
        return next;
      }),
    /** 전체 동의 ticks or unticks every term shown, required and [선택]; the age stays its own answer. */
    setAll: (value: boolean) =>
      setTicked(value ? new Set(tickableItems(agreements).map((item) => item.termsId)) : new Set()),
  };
}
