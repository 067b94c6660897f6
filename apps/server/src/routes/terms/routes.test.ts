import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRequiredTermsType, TERMS_KIND_OF, termsTypes, type AgreementStatus } from '@molip/domain/terms';
import { bearer, createTestApp, signInLocally } from '../../../test/test-app.ts';
import { terms } from '../../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const statusOf = async (accessToken: string, on: FastifyInstance = app) =>
  (
    await on.inject({ method: 'GET', url: '/api/user-agreements/status', headers: bearer(accessToken) })
  ).json<AgreementStatus>();

describe('GET /api/terms/:id', () => {
  it('serves every seeded term publicly, with real Korean text', async () => {
    const user = await signInLocally(app);
    const { agreements } = await statusOf(user.accessToken);
    expect(agreements.map((item) => item.termsType).sort()).toEqual([...termsTypes].sort());
    for (const item of agreements) {
      const response = await app.inject({ method: 'GET', url: `/api/terms/${item.termsId}` });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ title: string; content: string; isRequired: boolean; kind: string }>();
      expect(body.title).toMatch(/[가-힣]/);
      expect(body.content.length).toBeGreaterThan(1000);
      expect(body.content).toMatch(/^## /m);
      expect(body.isRequired).toBe(isRequiredTermsType(item.termsType));
      expect(body.kind).toBe(TERMS_KIND_OF[item.termsType]);
    }
  });

  it('serves the latest shipped version: records are downloadable from my page, not only by e-mail', async () => {
    const user = await signInLocally(app);
    const { agreements } = await statusOf(user.accessToken);
    for (const type of ['PRIVACY_POLICY', 'SERVICE_TERMINATION_POLICY']) {
      const item = agreements.find((agreement) => agreement.termsType === type);
      expect(item?.termsVersion).toBe(2);
      const body = (await app.inject({ method: 'GET', url: `/api/terms/${item?.termsId}` })).json<{
        content: string;
      }>();
      expect(body.content).toContain('내 학습 기록 내려받기');
    }
  });

  it('answers 404 in Korean for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/terms/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('약관을 찾을 수 없어요.');
    const malformed = await app.inject({ method: 'GET', url: '/api/terms/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('user agreements', () => {
  it('starts with the terms of service and the 만 14세 confirmation pending, and nothing agreed', async () => {
    const user = await signInLocally(app, { passGate: false });
    const status = await statusOf(user.accessToken);
    expect(status.hasAgreedToAllRequired).toBe(false);
    const pending = status.agreements.filter((item) => status.pendingRequiredTermsIds.includes(item.termsId));
    expect(pending.map((item) => item.termsType).sort()).toEqual(['AGE_CONFIRMATION', 'TERMS_OF_SERVICE']);
    // What the service needs to work is a notice: read, never owed.
    const notices = status.agreements.filter((item) => item.kind === 'NOTICE');
    expect(notices.map((item) => item.termsType).sort()).toEqual([
      'COOKIE_POLICY',
      'DATA_SECURITY_POLICY',
      'INTELLECTUAL_PROPERTY_POLICY',
      'PRIVACY_POLICY',
      'SERVICE_TERMINATION_POLICY',
    ]);
    expect(notices.every((item) => !item.isRequired)).toBe(true);
    expect(status.agreements.every((item) => !item.isAgreed && item.agreedAt === null)).toBe(true);
  });

  it('is complete once the required terms are agreed, with the optional one left out', async () => {
    const user = await signInLocally(app);
    const { agreements } = await statusOf(user.accessToken);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: {
        agreements: agreements.map((item) => ({ termsId: item.termsId, agreed: item.isRequired })),
      },
    });
    expect(response.statusCode).toBe(200);
    const status = response.json<AgreementStatus>();
    expect(status).toMatchObject({ hasAgreedToAllRequired: true, pendingRequiredTermsIds: [] });
    const optional = status.agreements.find((item) => item.termsType === 'STATISTICS_AND_RANKING');
    expect(optional?.isAgreed).toBe(false);
  });

  it('lets a learner in with the terms of service and the 만 14세 confirmation alone, keeping when they confirmed', async () => {
    const user = await signInLocally(app, { passGate: false });
    const { agreements } = await statusOf(user.accessToken);
    const owed = agreements.filter((item) => item.kind === 'REQUIRED');
    const before = await app.inject({
      method: 'GET',
      url: '/api/study-plans',
      headers: bearer(user.accessToken),
    });
    expect(before.statusCode).toBe(403);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: { agreements: owed.map((item) => ({ termsId: item.termsId, agreed: true })) },
    });
    const status = response.json<AgreementStatus>();
    expect(status.hasAgreedToAllRequired).toBe(true);
    const age = status.agreements.find((item) => item.termsType === 'AGE_CONFIRMATION');
    expect(age).toMatchObject({ isAgreed: true, agreedAt: app.clock.now().toISOString() });
    expect(status.agreements.filter((item) => item.kind === 'NOTICE').every((item) => !item.isAgreed)).toBe(
      true,
    );
  });

  it('keeps the agreements an account gave before, asking it only for the 만 14세 confirmation', async () => {
    const user = await signInLocally(app, { passGate: false });
    const { agreements } = await statusOf(user.accessToken);
    // As an account that signed up before the age step: everything but the age agreed.
    const earlier = agreements.filter((item) => item.termsType !== 'AGE_CONFIRMATION');
    await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: { agreements: earlier.map((item) => ({ termsId: item.termsId, agreed: true })) },
    });
    const status = await statusOf(user.accessToken);
    const age = agreements.find((item) => item.termsType === 'AGE_CONFIRMATION');
    expect(status.pendingRequiredTermsIds).toEqual([age?.termsId]);
    expect(
      status.agreements
        .filter((item) => item.termsType !== 'AGE_CONFIRMATION')
        .every((item) => item.isAgreed),
    ).toBe(true);
  });

  it('records a single agreement and its withdrawal', async () => {
    const user = await signInLocally(app);
    const { agreements } = await statusOf(user.accessToken);
    const optional = agreements.find((item) => !item.isRequired);
    const agreed = await app.inject({
      method: 'POST',
      url: '/api/user-agreements',
      headers: bearer(user.accessToken),
      payload: { termsId: optional?.termsId, agreed: true, agreedAt: new Date().toISOString() },
    });
    expect(agreed.statusCode).toBe(200);
    const after = agreed
      .json<AgreementStatus>()
      .agreements.find((item) => item.termsId === optional?.termsId);
    expect(after?.isAgreed).toBe(true);
    expect(after?.agreedAt).toBeTruthy();

    const withdrawn = await app.inject({
      method: 'POST',
      url: '/api/user-agreements',
      headers: bearer(user.accessToken),
      payload: { termsId: optional?.termsId, agreed: false, agreedAt: null },
    });
    const final = withdrawn
      .json<AgreementStatus>()
      .agreements.find((item) => item.termsId === optional?.termsId);
    expect(final).toMatchObject({ isAgreed: false, agreedAt: null });
  });

  it('asks again when a newer version of a required term is published', async () => {
    // Publishing changes what every learner must agree to: on a database of its own.
    const own = await createTestApp({ ownDatabase: true });
    const user = await signInLocally(own);
    const { agreements } = await statusOf(user.accessToken, own);
    await own.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: { agreements: agreements.map((item) => ({ termsId: item.termsId, agreed: true })) },
    });
    const current = agreements.find((item) => item.termsType === 'COOKIE_POLICY');
    const [published] = await own.db
      .insert(terms)
      .values({
        type: 'COOKIE_POLICY',
        version: (current?.termsVersion ?? 1) + 1,
        title: '쿠키 정책',
        content: '## 변경',
        isRequired: true,
        publishedAt: own.clock.now(),
      })
      .returning();
    try {
      const status = await statusOf(user.accessToken, own);
      expect(status.hasAgreedToAllRequired).toBe(false);
      expect(status.pendingRequiredTermsIds).toEqual([published?.id]);
    } finally {
      await own.close();
    }
  });

  it('refuses unknown terms ids without recording anything', async () => {
    const user = await signInLocally(app, { passGate: false });
    const { agreements } = await statusOf(user.accessToken);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: {
        agreements: [
          { termsId: agreements[0]?.termsId, agreed: true },
          { termsId: 987654, agreed: true },
        ],
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: '약관을 찾을 수 없어요.',
      details: { termsIds: ['987654'] },
    });
    const status = await statusOf(user.accessToken);
    expect(status.agreements.every((item) => !item.isAgreed)).toBe(true);
  });

  it.each([
    [{ agreements: [] }],
    [{ agreements: [{ termsId: 'one', agreed: true }] }],
    [{ agreements: [{ termsId: 1, agreed: 'yes' }] }],
    [{}],
  ])('refuses the malformed body %j with 400', async (payload) => {
    const user = await signInLocally(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });
});
