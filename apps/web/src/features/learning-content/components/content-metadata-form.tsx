import {
  contentTypeLabels,
  contentTypes,
  createLearningContentBody,
  DEFAULT_UNIT_TITLE,
} from '@molip/domain/learning-content';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { ContentMetadata } from '../stores/content-draft-store';

type FieldErrors = Partial<Record<keyof ContentMetadata, string>>;

const categorySuggestions = ['국어', '영어', '수학', '과학', '프로그래밍', '자격증'];

const metadataFields = ['title', 'category', 'type', 'author', 'description', 'sourceUrl'] as const;
function isMetadataField(field: unknown): field is keyof ContentMetadata {
  return metadataFields.some((name) => name === field);
}

/** Checks the metadata with the same schema the server uses, with a stand-in unit. */
export function validateMetadata(metadata: ContentMetadata): FieldErrors {
  const parsed = createLearningContentBody.safeParse({
    ...metadata,
    contentUnits: [{ title: DEFAULT_UNIT_TITLE }],
  });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isMetadataField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** What the app asks for beyond the server's schema: a category, said next to its field. */
function missingFields(metadata: ContentMetadata): FieldErrors {
  return metadata.category.trim() === '' ? { category: '분류를 입력하거나 아래에서 골라 주세요.' } : {};
}

/** The metadata step proceeds only when name, category and type are non-empty. */
export function canProceed(metadata: ContentMetadata): boolean {
  return metadata.title.trim() !== '' && metadata.category.trim() !== '' && metadata.type !== undefined;
}

type ContentMetadataFormProps = {
  initial: ContentMetadata;
  onSubmit: (metadata: ContentMetadata) => void;
};

export function ContentMetadataForm({ initial, onSubmit }: ContentMetadataFormProps) {
  const [metadata, setMetadata] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = (patch: Partial<ContentMetadata>) => {
    setMetadata((current) => ({ ...current, ...patch }));
    // An error clears as soon as the learner edits its field.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) if (isMetadataField(key)) delete next[key];
      return next;
    });
  };

  // After a refused submit, the first field with an error takes the focus (keyboard and screen readers).
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button is never disabled: pressing it says what is missing, next to each field.
    const found = { ...missingFields(metadata), ...validateMetadata(metadata) };
    setErrors(found);
    if (Object.keys(found).length === 0 && canProceed(metadata)) onSubmit(metadata);
    else setRefusals((count) => count + 1);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Input
        label="제목 (필수)"
        value={metadata.title}
        onChange={(event) => update({ title: event.target.value })}
        placeholder="예: 수학의 정석 기본편"
        error={errors.title}
        maxLength={220}
        autoComplete="off"
      />
      <div className="flex flex-col gap-2">
        <Input
          label="분류 (필수)"
          value={metadata.category}
          onChange={(event) => update({ category: event.target.value })}
          placeholder="예: 수학"
          error={errors.category}
          autoComplete="off"
        />
        <div className="flex flex-wrap gap-2" aria-label="분류 빠른 선택" role="group">
          {categorySuggestions.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={metadata.category === category}
              onClick={() => update({ category })}
              className={cn(
                'h-8 rounded-full border px-3 text-[0.8125rem] font-medium',
                metadata.category === category
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line-strong bg-surface text-ink-muted',
              )}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">유형 (필수)</legend>
        <div className="grid grid-cols-3 gap-2">
          {contentTypes.map((type) => (
            <label
              key={type}
              className={cn(
                'flex h-12 cursor-pointer items-center justify-center rounded-xl border text-[0.9375rem] font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
                metadata.type === type
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line-strong bg-surface text-ink-muted',
              )}
            >
              <input
                type="radio"
                name="content-type"
                value={type}
                checked={metadata.type === type}
                onChange={() => update({ type })}
                className="sr-only"
              />
              {contentTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <Input
        label="저자"
        value={metadata.author}
        onChange={(event) => update({ author: event.target.value })}
        placeholder="예: 홍성대"
        error={errors.author}
        autoComplete="off"
      />
      <Textarea
        id="content-description"
        label="설명"
        value={metadata.description}
        onChange={(event) => update({ description: event.target.value })}
        rows={3}
        error={errors.description}
        placeholder="어떤 자료인지 짧게 적어 두세요."
      />
      <Input
        label="출처 URL"
        type="url"
        inputMode="url"
        value={metadata.sourceUrl}
        onChange={(event) => update({ sourceUrl: event.target.value })}
        placeholder="https://"
        error={errors.sourceUrl}
        autoComplete="off"
      />
      <Button type="submit" size="lg" fullWidth>
        다음: 단원 구성
      </Button>
    </form>
  );
}
