import type { ReactNode } from 'react';

interface LineIconProps {
  size: number;
  strokeWidth?: number;
  /** The drawing, on a 24 × 24 grid. */
  children: ReactNode;
}

/** A line icon drawn in the current text colour. Decorative: what it sits in is named by its text or label. */
export function LineIcon({ size, strokeWidth = 2, children }: LineIconProps) {
  return (
    <svg
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
