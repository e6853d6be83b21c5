import { useState } from 'react';
import { coverArt } from '../coverArt';

interface QuizCoverProps {
  title: string;
  /** The quiz image's address, or null while it resolves or when the quiz has none. */
  imageUrl?: string | null;
  className?: string;
}

/**
 * A quiz's cover at a fixed 16:9 shape (the space is held before the image arrives, so nothing moves):
 * its image, or a cover drawn from its title. Decorative: the title is always written beside it.
 */
export function QuizCover({ title, imageUrl, className = '' }: QuizCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const art = coverArt(title);
  const showImage = imageUrl && imageUrl !== failedUrl;

  return (
    <div
      className={`quiz-cover quiz-cover-pattern-${art.pattern} ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${art.from}, ${art.to})` }}
      aria-hidden="true"
    >
      <span className="quiz-cover-monogram">{art.monogram}</span>
      {showImage && (
        <img className="quiz-cover-image" src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      )}
    </div>
  );
}
