import type { AnswerShapeName } from '@/common/answerPalette';

/** Each shape, filled, on a 24 × 24 grid. */
const SHAPE_PATHS: Record<AnswerShapeName, string> = {
  triangle: 'M12 3 22 20.5H2Z',
  diamond: 'M12 1.5 22.5 12 12 22.5 1.5 12Z',
  circle: 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Z',
  square: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  star: 'M12 2.6 14.47 9.4 21.7 9.65 15.99 14.1 18 21.05 12 17 6 21.05 8.01 14.1 2.3 9.65 9.53 9.4Z',
  hexagon: 'M12 2 20.66 7v10L12 22 3.34 17V7Z',
  heart: 'M12 21s-9-5.4-9-11.6A4.9 4.9 0 0 1 12 6.7a4.9 4.9 0 0 1 9 2.7C21 15.6 12 21 12 21Z',
  pentagon: 'M12 2.5 21.5 9.4 17.9 20.5H6.1L2.5 9.4Z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6Z',
  moon: 'M14.5 2.5a9.5 9.5 0 1 0 7 15.9A8 8 0 0 1 14.5 2.5Z',
  drop: 'M12 2.5S5 10.4 5 15a7 7 0 0 0 14 0c0-4.6-7-12.5-7-12.5Z',
  bolt: 'M14 1.5 4 13.5h6.5L9 22.5l11-13h-6.5Z',
};

/** An answer option's shape, drawn in the current text colour. Decorative: the option is named by its number. */
export function AnswerShape({ shape, size = 24 }: { shape: AnswerShapeName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
    >
      <path d={SHAPE_PATHS[shape]} />
    </svg>
  );
}
