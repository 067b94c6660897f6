import { unitEditMessages } from '@molip/domain/content-unit-edit';
import type { ContentUnit, LearningContent } from '@molip/domain/learning-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '@/components/ui/snackbar-store';
import { learningContentSummary } from '@/testing/learning-content';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ContentEditor } from './content-editor';

const id = '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01';
const content = learningContentSummary({ id, createdBy: 'me', unitCount: 3 });
const unit = (unitId: string, title: string, sequence: number): ContentUnit => ({
  id: unitId,
  parentId: null,
  depth: 0,
  sequence,
  title,
  shortTitle: `${sequence}`,
  unitVolume: 1,
});
const units = [unit('u1', '함수', 1), unit('u2', '수열', 2), unit('u3', '극한', 3)];

function stubServer(answer: (url: string, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const title = (number: string) => screen.getByRole('textbox', { name: `${number} 단원 제목` });
const tools = async (number: string) => {
  await userEvent.click(screen.getByRole('button', { name: `${number} 단원 편집` }));
  return screen.getByRole('group', { name: `${number} 단원 도구` });
};

describe('ContentEditor', () => {
  it('marks a unit a plan uses, and refuses to remove it with the reason', async () => {
    renderWithProviders(
      <ContentEditor content={content} units={units} usedIds={new Set(['u1'])} onDeleted={vi.fn()} />,
    );
    expect(title('1')).toHaveAccessibleDescription('계획에서 사용 중');
    const group = await tools('1');
    const remove = within(group).getByRole('button', { name: '삭제' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      '학습 계획에 쓰이고 있어서 삭제할 수 없어요. 이름은 바꿀 수 있어요.',
    );
    expect(within(await tools('2')).getByRole('button', { name: '삭제' })).toBeEnabled();
  });

  it('says at once when two used units swap places', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ContentEditor content={content} units={units} usedIds={new Set(['u1', 'u2'])} onDeleted={vi.fn()} />,
    );
    await tools('2');
    await user.click(screen.getByRole('button', { name: '위로' }));
    expect(screen.getByRole('alert')).toHaveTextContent(unitEditMessages.usedUnitsReordered);
  });

  it('saves a rename and a new unit: existing units keep their id, the new one has none', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const saved: LearningContent = {
      ...content,
      contentUnits: [...units, unit('u4', '새 단원', 4)].map((one) => ({ ...one, children: [] })),
    };
    stubServer((url, init) => {
      if (init?.method === 'PUT' && url.endsWith(`/learning-contents/${id}/content-units`)) {
        sent = JSON.parse(String(init.body));
        return jsonResponse(saved);
      }
      return jsonResponse({ contents: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } });
    });
    renderWithProviders(
      <ContentEditor content={content} units={units} usedIds={new Set()} onDeleted={vi.fn()} />,
    );
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toBeDisabled();
    await user.clear(title('1'));
    await user.type(title('1'), '일차함수');
    await user.click(screen.getByRole('button', { name: '단원 추가' }));
    await user.click(save);
    await waitFor(() =>
      expect(useSnackbarStore.getState().snackbar).toMatchObject({ message: '학습 자료를 저장했어요.' }),
    );
    // Saved: the form is the saved content again, so there is nothing left to save.
    expect(save).toBeDisabled();
    expect(sent).toEqual({
      contentUnits: [
        { id: 'u1', title: '일차함수', unitVolume: 1 },
        { id: 'u2', title: '수열', unitVolume: 1 },
        { id: 'u3', title: '극한', unitVolume: 1 },
        { title: '새 단원' },
      ],
    });
  });

  it('shows the title rule next to the field instead of saving', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer(() => jsonResponse({}));
    renderWithProviders(
      <ContentEditor content={content} units={units} usedIds={new Set()} onDeleted={vi.fn()} />,
    );
    await user.clear(screen.getByRole('textbox', { name: '제목' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription(
      '제목을 입력해 주세요.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before deleting and explains a refusal while a plan uses the content', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    stubServer(() =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'LEARNING_CONTENT_IN_USE',
          error: 'Conflict',
          message: '이 학습 자료로 만든 학습 계획이 있어서 삭제할 수 없어요.',
        },
        409,
      ),
    );
    renderWithProviders(
      <ContentEditor content={content} units={units} usedIds={new Set()} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: '학습 자료 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '‘몰입 수학’ 학습 자료를 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이 학습 자료로 만든 학습 계획이 있어서 삭제할 수 없어요.',
    );
    expect(within(dialog).getByRole('button', { name: '삭제' })).toBeDisabled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
