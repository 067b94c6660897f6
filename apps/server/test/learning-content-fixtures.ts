import { count, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import type {
  ContentUnitInput,
  ContentUnitTree,
  CreateLearningContentBody,
  LearningContent,
  LearningContentList,
} from '@molip/domain/learning-content';
import { contentUnits } from '../src/db/schema.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from './fixtures.ts';
import {
  bearer,
  createTestApp,
  onboardedUser,
  signInLocally,
  uniqueEmail,
  type SignedIn,
} from './test-app.ts';

export const LEARNING_CONTENTS_URL = '/api/learning-contents';

/** A short random word, so titles and names of one run never meet another's. */
export const tag = () => Math.random().toString(36).slice(2, 10);

/** A body `POST /api/learning-contents` accepts: a book of two units, titled uniquely. */
export function contentBody(overrides: Partial<CreateLearningContentBody> = {}): CreateLearningContentBody {
  return {
    title: `수학의 정석 ${tag()}`,
    author: '홍성대',
    description: '고등 수학 기본서',
    category: '수학',
    type: 'BOOK',
    contentUnits: [{ title: '1장 집합' }, { title: '2장 명제' }],
    ...overrides,
  };
}

export const flattenTree = (tree: ContentUnitTree[]): ContentUnitTree[] =>
  tree.flatMap((node) => [node, ...flattenTree(node.children)]);

/** A unit with `levels` levels: 1 is a leaf. */
export const nestedUnit = (levels: number): ContentUnitInput =>
  levels <= 1 ? { title: '단원' } : { title: '단원', children: [nestedUnit(levels - 1)] };

/**
 * The file's app for the contents API on a manual clock, and a second app over the same database whose
 * ADMIN_EMAILS names `admin`; `author` agreed to every term, `other` only to the required ones. Both apps
 * close after the file's tests (call it with top-level await).
 */
export async function learningContentApps() {
  const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM);
  const adminEmail = uniqueEmail('admin');
  const adminApp = await createTestApp({ clock, env: { ADMIN_EMAILS: adminEmail } });
  afterAll(() => adminApp.close());

  const create = (user: SignedIn, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: LEARNING_CONTENTS_URL,
      headers: bearer(user.accessToken),
      payload: payload as object,
    });

  async function createContent(user: SignedIn, overrides: Partial<CreateLearningContentBody> = {}) {
    const response = await create(user, contentBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LearningContent>();
  }

  const get = (user: SignedIn, path: string) =>
    app.inject({
      method: 'GET',
      url: `${LEARNING_CONTENTS_URL}${path}`,
      headers: bearer(user.accessToken),
    });

  const list = async (user: SignedIn, query: string) => {
    const response = await get(user, `?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LearningContentList>();
  };

  const patch = (user: SignedIn, id: string, payload: object, via = app) =>
    via.inject({
      method: 'PATCH',
      url: `${LEARNING_CONTENTS_URL}/${id}`,
      headers: bearer(user.accessToken),
      payload,
    });

  const remove = (user: SignedIn, id: string, via = app) =>
    via.inject({
      method: 'DELETE',
      url: `${LEARNING_CONTENTS_URL}/${id}`,
      headers: bearer(user.accessToken),
    });

  async function unitRowsTitled(title: string) {
    const [row] = await app.db
      .select({ total: count() })
      .from(contentUnits)
      .where(eq(contentUnits.title, title));
    return row?.total ?? 0;
  }

  const author = await onboardedUser(app, `저자_${tag()}`);
  const other = await signInLocally(app);
  const admin = await signInLocally(adminApp, { email: adminEmail });
  return {
    app,
    adminApp,
    clock,
    author,
    other,
    admin,
    create,
    createContent,
    get,
    list,
    patch,
    remove,
    unitRowsTitled,
  };
}
