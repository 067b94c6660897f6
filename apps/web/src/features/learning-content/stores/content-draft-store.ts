import {
  DEFAULT_CONTENT_TYPE,
  type ContentType,
  type LearningContentSummary,
} from '@molip/domain/learning-content';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createDraftUnit, type DraftUnit } from './unit-tree';

export type ContentMetadata = {
  title: string;
  category: string;
  type: ContentType;
  author: string;
  description: string;
  sourceUrl: string;
};

type ContentDraftState = {
  metadata: ContentMetadata;
  units: DraftUnit[];
  /** The content just registered, until the learner starts another: a reload shows its completion page again. */
  created: LearningContentSummary | null;
  setMetadata: (metadata: ContentMetadata) => void;
  setUnits: (units: DraftUnit[]) => void;
  /** The draft became this content: the draft starts over and the completion page shows it. */
  setCreated: (content: LearningContentSummary) => void;
  reset: () => void;
};

export const emptyMetadata: ContentMetadata = {
  title: '',
  category: '',
  type: DEFAULT_CONTENT_TYPE,
  author: '',
  description: '',
  sourceUrl: '',
};

const initialUnits = (): DraftUnit[] => [createDraftUnit()];

/**
 * The content being created, across the metadata and structure pages, and then the one just registered.
 * Session storage: a reload keeps the half-typed table of contents or the completion page, a new tab starts
 * clean.
 */
export const useContentDraftStore = create<ContentDraftState>()(
  persist(
    (set) => ({
      metadata: emptyMetadata,
      units: initialUnits(),
      created: null,
      // Starting another content leaves the last one's completion page behind.
      setMetadata: (metadata) => set({ metadata, created: null }),
      setUnits: (units) => set({ units }),
      setCreated: (created) => set({ metadata: emptyMetadata, units: initialUnits(), created }),
      reset: () => set({ metadata: emptyMetadata, units: initialUnits(), created: null }),
    }),
    {
      name: 'molip-content-draft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ metadata: state.metadata, units: state.units, created: state.created }),
    },
  ),
);
