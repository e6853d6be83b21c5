// The frame every icon of Loqi's is drawn in (Icons.tsx, QuestionTypeIcon.tsx): a line drawing on a 24 × 24
// grid in the current text colour, hidden from screen readers (what it sits in names it).
import type { ReactNode } from 'react';

interface LineIconProps {
  size: number;
  strokeWidth?: number;
  /** The drawing, on a 24 × 24 grid. */
  children: ReactNode;
  /** Data attributes, for a test to tell which drawing it is. */
  data?: Record<`data-${string}`, string>;
}

export function LineIcon({ size, strokeWidth = 2, children, data }: LineIconProps) {
  return (
    <svg
      {...data}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
