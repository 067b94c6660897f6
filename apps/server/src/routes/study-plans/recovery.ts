import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  recoveryBody,
  recoveryPreviewAnswer,
  recoveryResult,
  recoveryUndoBody,
  recoveryUndoWindow,
} from '@molip/domain/recovery-contracts';
import { studyPlan } from '@molip/domain/study-plan';
import { idFormatMessage } from '@molip/domain/zod-messages';
import { applyRecovery, undoRecovery } from '../../commands/plan-recovery.ts';
import type { TokenSigner } from '../../lib/recovery-undo-token.ts';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { readRecoveryPreview, readRecoveryUndoWindow } from '../../queries/plan-recovery.ts';

const planParams = z.object({ id: z.uuid(idFormatMessage('학습 계획')) });
const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };

/** The recovery offer for missed days (docs/product-rules.md#recovering-missed-days). */
export async function planRecoveryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  // The cookie plugin's HMAC under the server's key signs undo tokens too.
  const signer: TokenSigner = {
    sign: (value) => app.signCookie(value),
    unsign: (token) => {
      const result = app.unsignCookie(token);
      return result.valid ? result.value : null;
    },
  };

  api.get(
    '/:id/recovery',
    {
      schema: {
        tags: ['study-plans'],
        summary: '밀린 할 일 따라잡기 미리보기 (밀린 할 일이 없으면 null)',
        params: planParams,
        response: { 200: recoveryPreviewAnswer, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return readRecoveryPreview(db, user.userId, request.params.id, learnerToday(user, clock.now()));
    },
  );

  api.post(
    '/:id/recovery',
    {
      schema: {
        tags: ['study-plans'],
        summary: '밀린 할 일 따라잡기 (SPREAD: 여유일 먼저, EXTEND: 종료일 미루기)',
        params: planParams,
        body: recoveryBody,
        response: { 200: recoveryResult, ...errors },
      },
    },
    async (request) =>
      applyRecovery(
        db,
        currentUser(request).userId,
        request.params.id,
        request.body.choice,
        clock.now(),
        signer,
      ),
  );

  // A POST though it changes nothing: the token is long, and in a URL it would end up in access logs.
  api.post(
    '/:id/recovery/undo-window',
    {
      schema: {
        tags: ['study-plans'],
        summary: '따라잡기를 아직 되돌릴 수 있는지, 언제까지인지 (되돌릴 수 없으면 undoExpiresAt: null)',
        params: planParams,
        body: recoveryUndoBody,
        response: { 200: recoveryUndoWindow, ...errors },
      },
    },
    async (request) =>
      readRecoveryUndoWindow(
        db,
        currentUser(request).userId,
        request.params.id,
        request.body.undoToken,
        clock.now(),
        signer,
      ),
  );

  api.post(
    '/:id/recovery/undo',
    {
      schema: {
        tags: ['study-plans'],
        summary: '따라잡기 되돌리기 (10분 안에, 그 뒤로 계획이 바뀌지 않았을 때)',
        params: planParams,
        body: recoveryUndoBody,
        response: { 200: studyPlan, ...errors },
      },
    },
    async (request) =>
      undoRecovery(
        db,
        currentUser(request).userId,
        request.params.id,
        request.body.undoToken,
        clock.now(),
        signer,
      ),
  );
}
