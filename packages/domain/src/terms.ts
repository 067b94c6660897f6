import { z } from './zod.ts';

export const termsTypes = [
  'TERMS_OF_SERVICE',
  'PRIVACY_POLICY',
  'STATISTICS_AND_RANKING',
  'COOKIE_POLICY',
  'DATA_SECURITY_POLICY',
  'INTELLECTUAL_PROPERTY_POLICY',
  'SERVICE_TERMINATION_POLICY',
  'AGE_CONFIRMATION',
] as const;
export const termsType = z.enum(termsTypes);
export type TermsType = z.infer<typeof termsType>;

/**
 * How sign-up asks for each type (docs/product-rules.md#who-may-use-the-service): the terms of service and the
 * 만 14세 confirmation are the required ticks; what the service needs to work is a notice, read and not ticked
 * (the law asks no consent for it); the rest is optional, refusable and changeable later in 마이페이지.
 */
export const termsKinds = ['REQUIRED', 'OPTIONAL', 'NOTICE'] as const;
export const termsKind = z.enum(termsKinds);
export type TermsKind = z.infer<typeof termsKind>;

export const TERMS_KIND_OF = {
  TERMS_OF_SERVICE: 'REQUIRED',
  AGE_CONFIRMATION: 'REQUIRED',
  STATISTICS_AND_RANKING: 'OPTIONAL',
  PRIVACY_POLICY: 'NOTICE',
  COOKIE_POLICY: 'NOTICE',
  DATA_SECURITY_POLICY: 'NOTICE',
  INTELLECTUAL_PROPERTY_POLICY: 'NOTICE',
  SERVICE_TERMINATION_POLICY: 'NOTICE',
} as const satisfies Record<TermsType, TermsKind>;

/** How a kind is labelled beside a title, in the sign-up and on 마이페이지. */
export const TERMS_KIND_LABEL = {
  REQUIRED: '필수',
  OPTIONAL: '선택',
  NOTICE: '안내',
} as const satisfies Record<TermsKind, string>;

/** Whether a type's newest version must be agreed to before the service can be used. */
export const isRequiredTermsType = (type: TermsType): boolean => TERMS_KIND_OF[type] === 'REQUIRED';

export const termsContent = z.object({
  id: z.int(),
  type: termsType,
  version: z.int(),
  title: z.string(),
  isRequired: z.boolean(),
  kind: termsKind,
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
  kind: termsKind,
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
