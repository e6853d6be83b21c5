// Buttons that each make a file in the browser and download it (a game's report, a quiz): a busy status
// while the file is made, and an alert when it could not be. What makes the file is loaded by `download`,
// so that the libraries that write files stay out of the page until a button is pressed.
import { useState } from 'react';

export interface DownloadChoice<Format extends string> {
  format: Format;
  label: string;
}

interface DownloadButtonsProps<Format extends string> {
  choices: readonly DownloadChoice<Format>[];
  /** Makes the file of `format` and downloads it. */
  download: (format: Format) => Promise<void>;
  className?: string;
}

export function DownloadButtons<Format extends string>({
  choices,
  download,
  className,
}: DownloadButtonsProps<Format>) {
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);

  const make = async (format: Format) => {
    setMaking(true);
    setFailed(false);
    try {
      await download(format);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className={className}>
      <div className="button-row">
        {choices.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button-secondary button-compact"
            disabled={making}
            onClick={() => void make(format)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="form-message" role="status">
        {making ? 'Preparing the file...' : ''}
      </p>
      {failed && (
        <p className="form-error" role="alert">
          The file could not be made. Try again.
        </p>
      )}
    </div>
  );
}
