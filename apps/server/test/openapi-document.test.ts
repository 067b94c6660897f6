import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import type { FastifyInstance } from 'fastify';
import type { OpenAPI } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes } from '@molip/domain/api-error';
import { createTestApp } from './test-app.ts';

let app: FastifyInstance;
let document: OpenAPI.Document;

beforeAll(async () => {
  app = await createTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPI.Document>();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI schema, every $ref resolving', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('has no trailing slash on any path', () => {
    const paths = Object.keys(document.paths ?? {});
    expect(paths.filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it('generates client types, the recursive unit tree as a named component', async () => {
    const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0]);
    const types = astToString(ast);
    expect(types).toContain('"/api/learning-contents"');
    expect(types).toMatch(/ContentUnitInput/);
    expect(types).toMatch(/ContentUnitTree/);
  });

  it('lists the Idempotency-Key header and its 422 on the writes that honour it, and only there', () => {
    type Operation = { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> };
    const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
    const keyed = (operation: Operation | undefined) =>
      (operation?.parameters ?? []).some((item) => item.in === 'header' && item.name === 'idempotency-key');
    const createPlan = paths['/api/study-plans']?.post;
    expect(keyed(createPlan)).toBe(true);
    expect(createPlan?.responses).toHaveProperty('422');
    expect(keyed(paths['/api/focus-sessions/end']?.patch)).toBe(true);
    const preview = paths['/api/study-plans/preview']?.post;
    expect(keyed(preview)).toBe(false);
    expect(preview?.responses).not.toHaveProperty('422');
  });

  it('enumerates exactly the closed list of error codes in every error answer', () => {
    type Answer = { content?: Record<string, { schema?: { properties?: { code?: { enum?: unknown } } } }> };
    const paths = (document.paths ?? {}) as Record<
      string,
      Record<string, { responses?: Record<string, Answer> }>
    >;
    const enums = Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => Number(status) >= 400)
          .map(([, answer]) => answer.content?.['application/json']?.schema?.properties?.code?.enum),
      ),
    );
    expect(enums.length).toBeGreaterThan(50);
    for (const codes of enums) expect(codes).toEqual([...apiErrorCodes]);
  });
});
