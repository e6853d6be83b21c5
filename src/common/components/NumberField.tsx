// A labelled whole-number input. What is typed is kept as text until the form is saved, where the domain's
// clamps (SPEC §5) turn it into a number within its limits; min and max tell the browser and its steppers.
interface NumberFieldProps {
  label: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function NumberField({ label, value, min, max, onChange, onBlur }: NumberFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </label>
  );
}
