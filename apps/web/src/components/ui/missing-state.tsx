import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { DocumentIcon } from './icons';

type MissingStateProps = {
  /** What is missing, in one sentence ("삭제되었거나 없는 계획이에요"). */
  title: string;
  description?: ReactNode;
  backTo: string;
  backLabel: string;
};

/** Something asked for by address is not there: says so plainly and offers the way back, not a retry. */
export function MissingState({ title, description, backTo, backLabel }: MissingStateProps) {
  return (
    <EmptyState
      icon={<DocumentIcon />}
      title={title}
      description={description}
      action={
        <Link
          to={backTo}
          replace
          className="inline-flex h-11 items-center rounded-xl bg-primary px-5 text-[0.9375rem] font-semibold text-on-primary"
        >
          {backLabel}
        </Link>
      }
    />
  );
}
