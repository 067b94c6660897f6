import { learningContentMessages } from '@molip/domain/learning-content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createDraftUnit, type DraftUnit } from '../stores/unit-tree';
import { StructureEditor } from './structure-editor';

function Harness() {
  const [units, setUnits] = useState<DraftUnit[]>([createDraftUnit()]);
  return <StructureEditor units={units} onChange={setUnits} />;
}

const title = (number: string) => screen.getByRole('textbox', { name: `${number} 단원 제목` });
const tools = async (number: string) => {
  await userEvent.click(screen.getByRole('button', { name: `${number} 단원 편집` }));
  return screen.getByRole('group', { name: `${number} 단원 도구` });
};

describe('StructureEditor', () => {
  it('renames inline, adds a child and a sibling by keyboard, reorders and deletes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(title('1'));
    await user.type(title('1'), '함수');
    await user.click((await tools('1')).querySelector('button') ?? document.body);
    // The new child is focused with "새 단원" selected: typing replaces it.
    await user.keyboard('일차함수');
    expect(title('1.1')).toHaveValue('일차함수');
    await user.keyboard('{Enter}이차함수');
    expect(title('1.2')).toHaveValue('이차함수');

    await tools('1.2');
    await user.click(screen.getByRole('button', { name: '위로' }));
    expect(title('1.1')).toHaveValue('이차함수');
    expect(title('1.2')).toHaveValue('일차함수');
    // The moved unit keeps its tools open under its new number.
    const moved = screen.getByRole('group', { name: '1.1 단원 도구' });
    expect(within(moved).getByRole('button', { name: '위로' })).toBeDisabled();

    await user.click(within(moved).getByRole('button', { name: '삭제' }));
    expect(title('1.1')).toHaveValue('일차함수');
    expect(screen.queryByRole('textbox', { name: '1.2 단원 제목' })).not.toBeInTheDocument();
  });

  it('shows the spec message when a child would be a sixth level', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const number of ['1', '1.1', '1.1.1', '1.1.1.1']) {
      await tools(number);
      await user.click(screen.getByRole('button', { name: '하위 단원 추가' }));
    }
    await tools('1.1.1.1.1');
    await user.click(screen.getByRole('button', { name: '하위 단원 추가' }));
    expect(screen.getByRole('alert')).toHaveTextContent(learningContentMessages.tooDeep);
    expect(screen.queryByRole('textbox', { name: '1.1.1.1.1.1 단원 제목' })).not.toBeInTheDocument();
  });
});
