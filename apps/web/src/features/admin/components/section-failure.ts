import { describeError, errorSentence, type ErrorDescription } from '@/lib/error-messages';

/** A passing outage keeps the calm notice; anything else names what failed to load, then the reason. */
export function loadFailure(error: unknown, what: string): ErrorDescription {
  const described = describeError(error);
  if (described.tone === 'calm') return described;
  return { message: `${what} 불러오지 못했어요`, detail: errorSentence(error) };
}
