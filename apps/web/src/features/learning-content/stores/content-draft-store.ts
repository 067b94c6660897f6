import { DEFAULT_CONTENT_TYPE, type ContentType } from '@molip/domain/learning-content';
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
  setMetadata: (metadata: ContentMetadata) => void;
  setUnits: (units: DraftUnit[]) => void;
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
 * The content being created, across the metadata and structure pages. Session storage: a reload keeps the
 * half-typed table of contents, a new tab starts clean.
 */
export const useContentDraftStore = create<ContentDraftState>()(
  persist(
    (set) => ({
      metadata: emptyMetadata,
      units: initialUnits(),
      setMetadata: (metadata) => set({ metadata }),
      setUnits: (units) => set({ units }),
      reset: () => set({ metadata: emptyMetadata, units: initialUnits() }),
    }),
    {
      name: 'molip-content-draft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ metadata: state.metadata, units: state.units }),
    },
  ),
);
