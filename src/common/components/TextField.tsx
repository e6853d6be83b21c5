// A labelled single-line text input, cut by the browser at its limit (SPEC §5 text limits).
interface TextFieldProps {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

export function TextField({ label, value, maxLength, onChange }: TextFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
