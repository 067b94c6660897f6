import type { ContentUnit, LearningContentSummary } from '@molip/domain/learning-content';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentOverview } from './content-overview';

const content: LearningContentSummary = {
  id: 'c1',
  title: '남의 교재',
  author: '홍길동',
  description: '기본서예요.',
  category: '영어',
  type: 'BOOK',
  sourceUrl: null,
  createdBy: 'someone-else',
  createdByName: '다른사람',
  unitCount: 2,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const units: ContentUnit[] = [
  { id: 'a', parentId: null, depth: 0, sequence: 1, title: '문법', shortTitle: '1', unitVolume: 1 },
  { id: 'b', parentId: 'a', depth: 1, sequence: 1, title: '시제', shortTitle: '1.1', unitVolume: 1 },
];

describe('ContentOverview', () => {
  it('shows the content and its units with nothing to edit', () => {
    render(<ContentOverview content={content} units={units} />);
    expect(screen.getByRole('heading', { name: '남의 교재' })).toBeInTheDocument();
    expect(screen.getByText('다른사람님이 만든 자료예요. 만든 사람만 고칠 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '단원 목록' })).toHaveTextContent('1문법1.1시제');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
