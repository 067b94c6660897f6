import type { AgreementItem } from '@molip/domain/terms';
import { useState } from 'react';

/** Optional terms start from their saved `isAgreed`; required ones must be ticked again. */
export function initialTicks(agreements: AgreementItem[]): Set<number> {
  return new Set(agreements.filter((item) => !item.isRequired && item.isAgreed).map((item) => item.termsId));
}

export function allTicked(agreements: AgreementItem[], ticked: ReadonlySet<number>): boolean {
  return agreements.length > 0 && agreements.every((item) => ticked.has(item.termsId));
}

/** Submit is enabled only when every required term is ticked and nothing is being submitted. */
export function canSubmitTerms(
  agreements: AgreementItem[],
  ticked: ReadonlySet<number>,
  submitting: boolean,
): boolean {
  if (submitting || agreements.length === 0) return false;
  return agreements.filter((item) => item.isRequired).every((item) => ticked.has(item.termsId));
}

export function useTermsSelection(agreements: AgreementItem[]) {
  const [ticked, setTicked] = useState<Set<number>>(() => initialTicks(agreements));
  return {
    ticked,
    isAllTicked: allTicked(agreements, ticked),
    toggle: (termsId: number, value: boolean) =>
      setTicked((current) => {
        const next = new Set(current);
        if (value) next.add(termsId);
        else next.delete(termsId);
        return next;
      }),
    /** "Agree all" ticks or unticks every term, required and optional. */
    setAll: (value: boolean) =>
      setTicked(value ? new Set(agreements.map((item) => item.termsId)) : new Set()),
  };
}
