import type { CSSProperties } from 'react';
import { CheckIcon, CrossIcon } from '@/common/components/Icons';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import { useImageUrl } from '@/common/useImageUrl';
import { answerGrid, type ShownOption, type StoragePath } from '@/domain';
import './answerGrid.css';

interface AnswerGridProps {
  /** In display order. */
  options: ShownOption[];
  /** On the results: the correct options marked, the others dimmed (their text still legible). */
  judged?: boolean;
}

/**
 * The numbered, coloured options of a question in the answer grid of SPEC §2 (1 row for 2 or 3 options,
 * 2 for 4 to 8, else 3), each with its shape too, so that the colour-blind can tell them apart; the same
 * colour, shape and number as on the players' phones.
 */
export function AnswerGrid({ options, judged = false }: AnswerGridProps) {
  const { rows, columns } = answerGrid(options.length);
  const style = { '--grid-columns': columns, '--grid-rows': rows } as CSSProperties;
  return (
    <ol className={`host-answer-grid${judged ? ' host-answer-grid-judged' : ''}`} style={style}>
      {options.map((option) => (
        <AnswerTile key={option.position} option={option} judged={judged} />
      ))}
    </ol>
  );
}

function AnswerTile({ option, judged }: { option: ShownOption; judged: boolean }) {
  const colour = answerColour(option.position);
  const verdict = judged ? (option.correct ? 'correct' : 'incorrect') : null;
  return (
    <li
      className={`host-answer${verdict ? ` host-answer-${verdict}` : ''}`}
      style={{ '--answer-fill': colour.fill, '--answer-ink': colour.ink } as CSSProperties}
    >
      <span className="host-answer-badge" aria-hidden="true">
        <AnswerShape shape={colour.shape} size={30} />
        <span className="host-answer-number">{option.position + 1}</span>
      </span>
      {option.image ? (
        <AnswerImage path={option.image} number={option.position + 1} />
      ) : (
        <span className="host-answer-text">
          <span className="visually-hidden">{option.position + 1}. </span>
          {option.text}
        </span>
      )}
      {verdict && (
        <span className="host-answer-verdict">
          {verdict === 'correct' ? <CheckIcon size={28} /> : <CrossIcon size={28} />}
          <span className="visually-hidden">{verdict === 'correct' ? 'Correct' : 'Incorrect'}</span>
        </span>
      )}
    </li>
  );
}

function AnswerImage({ path, number }: { path: StoragePath; number: number }) {
  const url = useImageUrl(path);
  return (
    <span className="host-answer-image">
      {url ? <img src={url} alt={`Option ${number}`} /> : <span className="skeleton" />}
    </span>
  );
}
