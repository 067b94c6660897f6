import { learningContentMessages } from '@molip/domain/learning-content';
import { tableOfContentsMessages } from '@molip/domain/table-of-contents';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createDraftUnit, type DraftUnit } from '../stores/unit-tree';
import { StructureEditor } from './structure-editor';

function Harness() {
  const [units, setUnits] = useState<DraftUnit[]>([createDraftUnit()]);
  return <StructureEditor units={units} onChange={setUnits} contentType="BOOK" />;
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

  it('adds a pasted table of contents in the tree it shows, after a level was moved', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '목차 붙여넣기' }));
    await user.click(screen.getByRole('textbox', { name: '목차' }));
    await user.paste(
      '제1장 집합 ······ 11\n집합의 뜻 ······ 13\n\n집합의 연산 ······ 18\n제2장 명제 ······ 30',
    );
    expect(
      screen.getByText('단원 4개, 2단계로 읽었어요. 단계가 다르면 화살표로 옮겨 주세요.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '‘집합의 연산’ 한 단계 안으로' }));
    await user.click(screen.getByRole('button', { name: '단원 4개 넣기' }));

    // The untouched "새 단원" a new content starts with gives way to the pasted outline.
    expect(title('1')).toHaveValue('제1장 집합');
    expect(title('1.1')).toHaveValue('집합의 뜻');
    expect(title('1.1.1')).toHaveValue('집합의 연산');
    expect(title('2')).toHaveValue('제2장 명제');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("counts each pasted unit's pages from the page numbers, asks the last page, and takes a correction", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '목차 붙여넣기' }));
    expect(screen.queryByRole('spinbutton', { name: '마지막 쪽' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '목차' }));
    await user.paste(
      '1. 집합과 명제\n1.1 집합 ······ 8\n1.2 명제 ······ 14\n2. 함수 ······ 20\n2.1 함수의 뜻 ······ 20',
    );

    const outline = screen.getByRole('list', { name: '읽은 목차' });
    expect(within(outline).getByRole('spinbutton', { name: '‘집합’ 쪽수' })).toHaveValue(6);
    expect(within(outline).getByRole('spinbutton', { name: '‘명제’ 쪽수' })).toHaveValue(6);
    // A chapter holds its sections' pages; only the units a plan schedules are counted.
    expect(within(outline).queryByRole('spinbutton', { name: '‘함수’ 쪽수' })).not.toBeInTheDocument();
    expect(within(outline).getByRole('spinbutton', { name: '‘함수의 뜻’ 쪽수' })).toHaveValue(null);
    expect(screen.getByText(/쪽수를 모르는 단원 1개는 1쪽으로 넣어요/u)).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: '마지막 쪽' }), '31');
    expect(within(outline).getByRole('spinbutton', { name: '‘함수의 뜻’ 쪽수' })).toHaveValue(12);
    expect(screen.getByText('쪽 번호로 단원마다 쪽수를 셌어요. 다르면 고쳐 주세요.')).toBeInTheDocument();
    const corrected = within(outline).getByRole('spinbutton', { name: '‘명제’ 쪽수' });
    await user.clear(corrected);
    await user.type(corrected, '5');
    await user.click(screen.getByRole('button', { name: '단원 5개 넣기' }));

    expect(title('1.1')).toHaveValue('집합');
    expect(screen.getByText('6쪽')).toBeInTheDocument();
    expect(screen.getByText('5쪽')).toBeInTheDocument();
    expect(screen.getByText('12쪽')).toBeInTheDocument();
  });

  it('reads the numbers at the end of a lecture outline as nothing to count', async () => {
    const user = userEvent.setup();
    render(<StructureEditor units={[createDraftUnit()]} onChange={() => undefined} contentType="LECTURE" />);
    await user.click(screen.getByRole('button', { name: '목차 붙여넣기' }));
    await user.click(screen.getByRole('textbox', { name: '목차' }));
    await user.paste('1강 집합 ······ 8\n2강 명제 ······ 14');
    expect(
      screen.getByText('단원 2개, 1단계로 읽었어요. 단계가 다르면 화살표로 옮겨 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('refuses a pasted outline of more than five levels with the limit message', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '목차 붙여넣기' }));
    await user.click(screen.getByRole('textbox', { name: '목차' }));
    await user.paste('1. a\n1.1 b\n1.1.1 c\n1.1.1.1 d\n1.1.1.1.1 e\n1.1.1.1.1.1 f');
    expect(screen.getByText(learningContentMessages.tooDeep)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '넣기' })).toBeDisabled();
  });

  it('refuses a paste of more than 20,000 lines with the limit message, and reads a 100,000-dot leader', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '목차 붙여넣기' }));
    const box = screen.getByRole('textbox', { name: '목차' });
    await user.click(box);
    await user.paste(`1. 집합\n${'\n'.repeat(20_000)}`);
    expect(screen.getByText(tableOfContentsMessages.tooManyLines)).toBeInTheDocument();
    expect(tableOfContentsMessages.tooManyLines).toMatch(/20,000줄/u);
    expect(screen.getByRole('button', { name: '넣기' })).toBeDisabled();

    await user.clear(box);
    await user.paste(`집합${'.'.repeat(100_000)} 12`);
    expect(
      screen.getByText('단원 1개, 1단계로 읽었어요. 단계가 다르면 화살표로 옮겨 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '읽은 목차' })).toHaveTextContent('집합');
    expect(screen.getByRole('button', { name: '단원 1개 넣기' })).toBeEnabled();
  });

  it('splits a chapter by pages into units whose volume is their page count', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(title('1'));
    await user.type(title('1'), '1장');
    const chapterTools = await tools('1');
    await user.click(within(chapterTools).getByRole('button', { name: '쪽수로 나누기' }));
    await user.type(screen.getByRole('spinbutton', { name: '쪽수' }), '61');
    expect(screen.getByText('쪽수와 단원 수를 적으면 나눈 단원을 미리 보여 드려요.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: '단원 수' }), '3');
    expect(screen.getByText('단원 3개, 단원마다 20~21쪽: p.1–21 … p.42–61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '단원 3개 만들기' }));

    expect(title('1.1')).toHaveValue('p.1–21');
    expect(title('1.3')).toHaveValue('p.42–61');
    expect(screen.getByText('21쪽')).toBeInTheDocument();
    expect(screen.getAllByText('20쪽')).toHaveLength(2);

    await tools('1.3');
    const volume = screen.getByRole('spinbutton', { name: /분량/ });
    await user.clear(volume);
    await user.type(volume, '12');
    expect(screen.getByText('12쪽')).toBeInTheDocument();
  });
});
