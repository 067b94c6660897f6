import { z } from './zod.ts';

export const termsTypes = [
  'TERMS_OF_SERVICE',
  'PRIVACY_POLICY',
  'STATISTICS_AND_RANKING',
  'COOKIE_POLICY',
  'DATA_SECURITY_POLICY',
  'INTELLECTUAL_PROPERTY_POLICY',
  'SERVICE_TERMINATION_POLICY',
] as const;
export const termsType = z.enum(termsTypes);
export type TermsType = z.infer<typeof termsType>;

/** Every type is required except STATISTICS_AND_RANKING, the consent to appear in group rankings. */
export const OPTIONAL_TERMS_TYPES: readonly TermsType[] = ['STATISTICS_AND_RANKING'];

export const termsContent = z.object({
  id: z.int(),
  type: termsType,
  version: z.int(),
  title: z.string(),
  isRequired: z.boolean(),
  content: z.string(),
});
export type TermsContent = z.infer<typeof termsContent>;

export const agreementItem = z.object({
  termsId: z.int(),
  termsType: termsType,
  termsVersion: z.int(),
  title: z.string(),
  /** Short label (the term's title); the full text comes from `GET /api/terms/{id}`. */
  content: z.string(),
  isRequired: z.boolean(),
  isAgreed: z.boolean(),
  agreedAt: z.nullable(z.string()),
});
export type AgreementItem = z.infer<typeof agreementItem>;

export const agreementStatus = z.object({
  hasAgreedToAllRequired: z.boolean(),
  pendingRequiredTermsIds: z.array(z.int()),
  agreements: z.array(agreementItem),
});
export type AgreementStatus = z.infer<typeof agreementStatus>;

// Ids are PostgreSQL `integer`s: a larger number can only be a wrong id.
const termsId = z.int().check(z.positive(), z.maximum(2_147_483_647));
export const termsIdParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

export const agreementBody = z.object({
  termsId,
  agreed: z.boolean(),
  agreedAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type AgreementBody = z.infer<typeof agreementBody>;

export const bulkAgreementBody = z.object({
  agreements: z
    .array(z.object({ termsId, agreed: z.boolean() }))
    .check(z.minLength(1, '동의할 약관을 선택해 주세요.'), z.maxLength(50)),
});
export type BulkAgreementBody = z.infer<typeof bulkAgreementBody>;

export const termsMessages = {
  notFound: '약관을 찾을 수 없어요.',
} as const;
