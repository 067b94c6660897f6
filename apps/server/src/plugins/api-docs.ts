import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { idempotencyKeyHeaderDoc } from './idempotency.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' Zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Molip (몰입) API', version: '1.0.0', description: '학습 계획과 집중 타이머 API' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      // The header is read by the idempotency plugin, not validated by a schema: only the document names it.
      if (!input.route.config?.idempotent) return transformed;
      return { ...transformed, schema: { ...transformed.schema, headers: idempotencyKeyHeaderDoc } };
    },
    // Schemas with a registered id (the recursive unit trees) become named components that $refs point at.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    // Keep the app's framing and base rules on the docs pages too.
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
