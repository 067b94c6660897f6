import { termsTypes, type AgreementItem } from '@molip/domain/terms';

/** Required terms first, each group in the catalogue's order (terms of service, privacy, ...). */
export function orderAgreements(agreements: AgreementItem[]): AgreementItem[] {
  return [...agreements].sort(
    (a, b) =>
      Number(b.isRequired) - Number(a.isRequired) ||
      termsTypes.indexOf(a.termsType) - termsTypes.indexOf(b.termsType),
  );
}
