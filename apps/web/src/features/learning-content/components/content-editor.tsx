import { findUnitEditProblem, lockedUnitIds } from '@molip/domain/content-unit-edit';
import {
  buildUnitTree,
  updateLearningContentBody,
  type ContentUnit,
  type ContentUnitTree,
  type LearningContent,
  type LearningContentSummary,
} from '@molip/domain/learning-content';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { Textarea } from '@/components/ui/textarea';
import { errorSentence } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { useSaveLearningContent } from '../api/save-learning-content';
import { draftUnitsFromTree, toContentUnitInputs, validateUnits, type DraftUnit } from '../stores/unit-tree';
import { DeleteContentDialog } from './delete-content-dialog';
import { StructureEditor } from './structure-editor';

type ContentEditorProps = {
  content: LearningContentSummary;
  /** The saved units, flat in outline order. */
  units: readonly ContentUnit[];
  usedIds: ReadonlySet<string>;
  onDeleted: () => void;
};

type Saved = { title: string; description: string; units: readonly ContentUnit[]; unitsJson: string };
type FieldErrors = { title?: string; description?: string; units?: string; form?: string };

function flattenUnitTree(tree: readonly ContentUnitTree[]): ContentUnit[] {
  return tree.flatMap(({ children, ...unit }) => [unit, ...flattenUnitTree(children)]);
}

function savedState(title: string, description: string, units: readonly ContentUnit[]) {
  const draft = draftUnitsFromTree(buildUnitTree(units));
  const saved: Saved = { title, description, units, unitsJson: JSON.stringify(toContentUnitInputs(draft)) };
  return { saved, draft };
}

function metadataErrors(title: string, description: string): FieldErrors {
  const parsed = updateLearningContentBody.safeParse({ title, description });
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'title' || field === 'description') errors[field] ??= issue.message;
  }
  return errors;
}

const isConflict = (error: unknown) => isHttpError(error) && error.kind === 'http' && error.status === 409;

/**
 * The creator's editor: rename, describe, and rework the units with the structure editor. Units a plan uses
 * are marked and cannot be removed; moves the server would refuse are said here before saving.
 */
export function ContentEditor({ content, units, usedIds, onDeleted }: ContentEditorProps) {
  const [initial] = useState(() => savedState(content.title, content.description, units));
  const [saved, setSaved] = useState(initial.saved);
  const [draft, setDraft] = useState<DraftUnit[]>(initial.draft);
  const [title, setTitle] = useState(content.title);
  const [description, setDescription] = useState(content.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);
  const save = useSaveLearningContent();

  const locked = useMemo(() => lockedUnitIds(saved.units, usedIds), [saved.units, usedIds]);
  const unitEdits = toContentUnitInputs(draft);
  const unitsChanged = JSON.stringify(unitEdits) !== saved.unitsJson;
  const metadataChanged = title.trim() !== saved.title || description.trim() !== saved.description;
  const ruleProblem = findUnitEditProblem(saved.units, usedIds, unitEdits);

  const onSaved = (answer: LearningContent | null) => {
    if (answer) {
      const next = savedState(answer.title, answer.description, flattenUnitTree(answer.contentUnits));
      setSaved(next.saved);
      setDraft(next.draft);
      setTitle(answer.title);
      setDescription(answer.description);
    }
    showSnackbar({ message: '학습 자료를 저장했어요.' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...metadataErrors(title, description),
      units: validateUnits(draft) ?? ruleProblem?.message,
    };
    setErrors(found);
    if (found.title || found.description || found.units) return;
    save.mutate(
      {
        id: content.id,
        metadata: metadataChanged ? { title: title.trim(), description: description.trim() } : null,
        contentUnits: unitsChanged ? unitEdits : null,
      },
      {
        onSuccess: onSaved,
        onError: (error) =>
          setErrors(
            isConflict(error) && unitsChanged
              ? { units: errorSentence(error, 'learningContent') }
              : { form: errorSentence(error, 'learningContent') },
          ),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {/* From 1024 px the title and description stand beside the units. */}
        <DesktopColumns layout="narrow-first">
          <DesktopColumn sticky>
            <div className="flex flex-col gap-4">
              <Input
                label="제목"
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setErrors(({ title: _title, ...rest }) => rest);
                }}
                error={errors.title}
                maxLength={220}
                autoComplete="off"
              />
              <Textarea
                id="content-edit-description"
                label="설명 (선택)"
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  setErrors(({ description: _description, ...rest }) => rest);
                }}
                rows={3}
                error={errors.description}
                placeholder="어떤 자료인지 짧게 적어 두세요."
              />
            </div>
          </DesktopColumn>
          <DesktopColumn>
            <Section title="단원" id="content-edit-units">
              <p className="text-sm text-ink-muted">
                목차를 붙여넣거나 쪽수로 나눠 단원을 더할 수 있고, 각 단원의 ⋯ 버튼으로 분량·하위 단원·순서를
                고칠 수 있어요.
                {locked.size > 0
                  ? ' 학습 계획에 쓰인 단원은 이름만 바꿀 수 있고, 삭제하거나 다른 단원 아래로 옮길 수 없어요.'
                  : ''}
              </p>
              <StructureEditor
                units={draft}
                contentType={content.type}
                lockedIds={locked}
                onChange={(next) => {
                  setDraft(next);
                  setErrors(({ units: _units, ...rest }) => rest);
                }}
              />
              {errors.units || ruleProblem ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {errors.units ?? ruleProblem?.message}
                </p>
              ) : null}
            </Section>
          </DesktopColumn>
        </DesktopColumns>
        {errors.form ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button
          needsServer
          type="submit"
          size="lg"
          fullWidth
          disabled={!unitsChanged && !metadataChanged}
          loading={save.isPending}
          loadingText="저장하는 중..."
        >
          저장
        </Button>
      </form>
      <Section title="학습 자료 삭제" id="content-edit-delete">
        <p className="text-sm text-ink-muted">
          삭제하면 단원도 함께 사라져요. 이 자료로 만든 학습 계획이 있으면 삭제할 수 없어요.
        </p>
        <Button variant="outline" onClick={() => setDeleting(true)}>
          학습 자료 삭제
        </Button>
      </Section>
      <DeleteContentDialog
        open={deleting}
        onOpenChange={setDeleting}
        content={{ id: content.id, title: saved.title }}
        onDeleted={onDeleted}
      />
    </div>
  );
}
