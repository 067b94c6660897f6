import { sql } from 'drizzle-orm';
import { outerUserId } from './outer-user-sql.ts';
import { refreshTokens, terms, userAgreements, users } from './schema.ts';
import { nowParameter } from './study-day-sql.ts';

/**
 * Whether the user agreed to the latest version published by the statement's `now` of every required terms
 * type, as a correlated subquery of the account read (the same rule as the terms module's agreement status).
 */
const agreedToRequiredTerms = sql<boolean>`not exists (
  select 1 from (
    select distinct on (${terms.type}) ${terms.id} as id, ${terms.isRequired} as is_required
    from ${terms}
    where ${terms.publishedAt} <= ${nowParameter}
    order by ${terms.type}, ${terms.version} desc
  ) latest
  where latest.is_required and not exists (
    select 1 from ${userAgreements}
    where ${userAgreements.userId} = ${outerUserId}
      and ${userAgreements.termsId} = latest.id
      and ${userAgreements.agreed}
  )
)`;

/**
 * Whether the refresh token the access token was minted from (its `sid`, the `sessionId` parameter) is still
 * unrevoked: logout revokes it exactly, whatever the second, in the same primary-key read as the account.
 */
const sessionLive = sql<boolean>`coalesce((
  select ${refreshTokens.revokedAt} is null from ${refreshTokens}
  where ${refreshTokens.id} = ${sql.placeholder('sessionId')}::uuid and ${refreshTokens.userId} = ${outerUserId}
), false)`;

/**
 * The parameters of a statement that selects `accountStatusColumns`, beside its `now` (`nowParameter`): the
 * access token's learner and session.
 */
export type AccountReadKey = { userId: string; sessionId: string };

/**
 * The account read of every authenticated request (`findAccountStatus` in the users module), as columns of a
 * select on `users`: a route that reads the account itself selects them beside its own read
 * (`readsAccount` in plugins/authenticate.ts), with the parameters of `AccountReadKey` and the server's `now`.
 */
export const accountStatusColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  role: users.role,
  disabledAt: users.disabledAt,
  timezone: users.timezone,
  dayStartHour: users.dayStartHour,
  username: users.username,
  sessionLive: sessionLive.as('session_live'),
  agreedToRequiredTerms: agreedToRequiredTerms.as('agreed_to_required_terms'),
};
