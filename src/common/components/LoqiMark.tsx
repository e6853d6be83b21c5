/** Loqi's logo mark (the same drawing as the favicon); decorative, so hidden from screen readers. */
export function LoqiMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="loqi-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#6c4cf1" />
      <path d="M20 14h8v28h16v8H20z" fill="#fff" />
      <circle cx="46" cy="20" r="6" fill="#ffcf3f" />
    </svg>
  );
}
