import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningContentMessages, type LearningContent } from '@molip/domain/learning-content';
import { learningContentApps, nestedUnit, tag } from '../../../test/learning-content-fixtures.ts';
import { contentUnits, studyPlans } from '../../db/schema.ts';

const MINUTE = 60_000;
const { app, adminApp, clock, author, other, admin, createContent, get, patch, remove } =
  await learningContentApps();

describe('PATCH /api/learning-contents/:id', () => {
  it('lets the creator edit the metadata, keeps the units and bumps updatedAt', async () => {
    const content = await createContent(author);
    clock.advance(MINUTE);
    const response = await patch(author, content.id, {
      title: `개정판 ${tag()}`,
      type: 'LECTURE',
      sourceUrl: 'https://example.com/v2',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<LearningContent>();
    expect(updated).toMatchObject({
      type: 'LECTURE',
      sourceUrl: 'https://example.com/v2',
      author: content.author,
      description: content.description,
      createdAt: content.createdAt,
      contentUnits: content.contentUnits,
    });
    expect(updated.title).toMatch(/^개정판/);
    expect(Date.parse(updated.updatedAt)).toBe(Date.parse(content.updatedAt) + MINUTE);
  });

  it('clears the source URL when sent empty', async () => {
    const content = await createContent(author, { sourceUrl: 'https://example.com' });
    const response = await patch(author, content.id, { sourceUrl: '' });
    expect(response.json()).toMatchObject({ sourceUrl: null });
  });

  it('refuses another user with 403 and changes nothing', async () => {
    const content = await createContent(author);
    const response = await patch(other, content.id, { title: '가로채기' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: learningContentMessages.forbidden });
    expect((await get(author, `/${content.id}`)).json()).toMatchObject({ title: content.title });
  });

  it('lets an admin edit anyone’s content', async () => {
    const content = await createContent(author);
    const response = await patch(admin, content.id, { category: '관리자 분류' }, adminApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ category: '관리자 분류' });
  });

  it('refuses a title and author another content has with 409', async () => {
    const first = await createContent(author, { author: 'Kim' });
    const second = await createContent(author, { author: 'Lee' });
    const response = await patch(author, second.id, { title: first.title.toUpperCase(), author: 'KIM' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: learningContentMessages.duplicate });
  });

  it.each([
    ['an empty title', { title: '' }, 'body.title', learningContentMessages.titleRequired],
    [
      'a description over 1000 characters',
      { description: 'x'.repeat(1001) },
      'body.description',
      learningContentMessages.descriptionTooLong,
    ],
    [
      'a javascript: URL',
      { sourceUrl: 'javascript:alert(1)' },
      'body.sourceUrl',
      learningContentMessages.invalidUrl,
    ],
  ])('refuses %s with the spec message', async (_case, payload, field, message) => {
    const content = await createContent(author);
    const response = await patch(author, content.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toContain(message);
  });

  it('refuses fields it does not edit, such as the units or the creator', async () => {
    const content = await createContent(author);
    for (const payload of [{ contentUnits: [{ title: 'x' }] }, { createdBy: other.userId }]) {
      expect((await patch(author, content.id, payload)).statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown content', async () => {
    const response = await patch(author, randomUUID(), { title: '없음' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/learning-contents/:id', () => {
  it('lets the creator delete an unused content and its units', async () => {
    const content = await createContent(author, { contentUnits: [nestedUnit(3)] });
    const response = await remove(author, content.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(author, `/${content.id}`)).statusCode).toBe(404);
    const [units] = await app.db
      .select({ total: count() })
      .from(contentUnits)
      .where(eq(contentUnits.contentId, content.id));
    expect(units?.total).toBe(0);
  });

  it('refuses another user with 403', async () => {
    const content = await createContent(author);
    const response = await remove(other, content.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: learningContentMessages.forbidden });
    expect((await get(author, `/${content.id}`)).statusCode).toBe(200);
  });

  it('refuses with 409 while a study plan uses the content', async () => {
    const content = await createContent(author);
    await app.db.insert(studyPlans).values({
      userId: other.userId,
      learningContentId: content.id,
      title: '남의 계획',
      startDate: '2026-11-21',
      endDate: '2026-12-21',
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    const response = await remove(author, content.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LEARNING_CONTENT_IN_USE',
      message: learningContentMessages.inUse,
    });
    expect((await get(author, `/${content.id}`)).statusCode).toBe(200);
  });

  it('lets an admin delete anyone’s content', async () => {
    const content = await createContent(author);
    expect((await remove(admin, content.id, adminApp)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown content and 400 for a malformed id', async () => {
    expect((await remove(author, randomUUID())).statusCode).toBe(404);
    expect((await remove(author, 'abc')).statusCode).toBe(400);
  });
});
