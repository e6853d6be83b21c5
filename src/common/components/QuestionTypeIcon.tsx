// A question type's icon, beside each question in the editor's outline: answer tiles for a single choice,
// a tick and a cross for true/false, a text field for open-ended, ticked boxes for multi-select and a
// numbered order for arrange. Decorative: the type's name is given in text beside it.
import type { ReactNode } from 'react';
import { QuestionType } from '@/domain';
import { LineIcon } from './LineIcon';

const drawings: Record<QuestionType, ReactNode> = {
  [QuestionType.SingleChoice]: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  [QuestionType.TrueFalse]: (
    <>
      <path d="m2.5 12.5 3 3 5.5-6.5" />
      <path d="m15 8.5 6.5 7m0-7-6.5 7" />
    </>
  ),
  [QuestionType.OpenEnded]: (
    <>
      <rect x="2.5" y="6.5" width="19" height="11" rx="2.5" />
      <path d="M7 12h5M16 9.5v5" />
    </>
  ),
  [QuestionType.MultiSelect]: (
    <>
      <rect x="3" y="3.5" width="7" height="7" rx="1.5" />
      <path d="m4.8 7 1.4 1.4L8.4 5.9" />
      <rect x="3" y="13.5" width="7" height="7" rx="1.5" />
      <path d="m4.8 17 1.4 1.4 2.2-2.5" />
      <path d="M13.5 7h7.5M13.5 17h7.5" />
    </>
  ),
  [QuestionType.Arrange]: (
    <>
      <path d="M6 4v16m-3-3 3 3 3-3" />
      <path d="M12.5 6h8.5M12.5 12h6.5M12.5 18h4.5" />
    </>
  ),
};

/** Drawn as Icons.tsx draws its line icons, on the same 24 × 24 grid. */
export function QuestionTypeIcon({ type, size = 20 }: { type: QuestionType; size?: number }) {
  return (
    <LineIcon size={size} data={{ 'data-question-type': String(type) }}>
      {drawings[type]}
    </LineIcon>
  );
}
