import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { recordExportFileName, recordExportQuery } from '@molip/domain/record-export';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { focusLogsCsv, learnerRecordsJson } from '../../queries/record-export.ts';

const contentTypes = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

export async function myRecordsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '/me/export',
    {
      // Anyone leaving, even one who has not agreed to new terms, may take their records with them.
      config: { beforeGate: true },
      schema: {
        tags: ['user'],
        summary: '내 학습 기록 내려받기 (JSON 전체, 또는 집중 기록 CSV)',
        querystring: recordExportQuery,
        response: {
          // A streamed file: Fastify pipes streams as they are, past the serializer.
          200: z.unknown().describe('JSON 문서 또는 CSV 파일'),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { format } = request.query;
      const now = clock.now();
      const chunks =
        format === 'csv'
          ? await focusLogsCsv(db, user.userId)
          : await learnerRecordsJson(db, user.userId, now);
      const fileName = recordExportFileName(format, learnerToday(user, now));
      return reply
        .type(contentTypes[format])
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks));
    },
  );
}
