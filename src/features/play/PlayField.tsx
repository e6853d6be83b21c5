import type { InputHTMLAttributes } from 'react';

interface PlayFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onText: (text: string) => void;
}

/** A labelled text box sized for a phone: the join form's fields and the open-ended answer. */
export function PlayField({ label, onText, ...input }: PlayFieldProps) {
  return (
    <label className="field join-field">
      <span className="field-label">{label}</span>
      <input {...input} onChange={(event) => onText(event.target.value)} />
    </label>
  );
}
