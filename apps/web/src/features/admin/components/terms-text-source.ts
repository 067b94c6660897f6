import type { TermsContent } from '@molip/domain/terms';
import type { ComponentType } from 'react';

/**
 * How the console reads and shows a published terms text. The app passes the terms feature's public
 * `GET /api/terms/{id}` call and its renderer, so the preview is exactly what learners will see.
 */
export type TermsTextSource = {
  load: (termsId: number) => Promise<TermsContent>;
  Preview: ComponentType<{ content: string }>;
};
