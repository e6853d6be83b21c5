import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaMode, QuestionType, type GameQuestion, type QuestionResults } from '@/domain';
import { ResultsScreen } from './ResultsScreen';
import { gameQuestion } from './test/games';

vi.mock('react-youtube', () => ({ default: () => <div data-testid="video-player" /> }));

const capital = gameQuestion(
  {
    title: 'Which city is the capital of Canada?',
    questionType: QuestionType.SingleChoice,
    answers: [
      { name: 'Toronto', type: 0, isCorrect: false },
      { name: 'Ottawa', type: 0, isCorrect: true },
    ],
    explanation: 'Queen Victoria chose Ottawa in 1857,\nbetween Toronto and Montreal.',
  },
  [0, 1],
);

const tokyo = gameQuestion(
  {
    title: 'What was Edo renamed in 1868?',
    questionType: QuestionType.OpenEnded,
    answers: ['Tokyo', 'Tōkyō', ''],
    typeSpecificSettings: { caseSensitive: false },
  },
  [],
);

function renderResults(question: GameQuestion, results?: QuestionResults) {
  render(
    <ResultsScreen
      question={question}
      questionNumber={0}
      totalQuestions={3}
      results={results}
      onNext={() => undefined}
    />,
  );
}

describe('the explanation', () => {
  it('shows under the correct answer, with its line breaks', () => {
    renderResults(capital, { questionNumber: 0, answered: 2, correct: 1, optionCounts: [1, 1] });
    const explanation = screen.getByRole('region', { name: 'Explanation' });
    expect(explanation).toHaveTextContent(
      'Queen Victoria chose Ottawa in 1857, between Toronto and Montreal.',
    );
    expect(within(explanation).getByText(/Queen Victoria/).textContent).toContain('1857,\nbetween');
    // After the options, the correct one among them.
    const correct = document.querySelector('.host-answer-correct') as HTMLElement;
    expect(correct).toHaveTextContent('Ottawa');
    expect(correct.compareDocumentPosition(explanation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is absent for a question without one', () => {
    renderResults(tokyo, { questionNumber: 0, answered: 0, correct: 0 });
    expect(screen.queryByRole('region', { name: 'Explanation' })).not.toBeInTheDocument();
  });

  it('gives way to the media with the answers, and comes back with them', async () => {
    const withVideo = { ...capital, mediaMode: MediaMode.Video, mediaURL: 'https://youtu.be/D8pnmwOXhoY' };
    renderResults(withVideo, { questionNumber: 0, answered: 2, correct: 1, optionCounts: [1, 1] });
    await userEvent.click(screen.getByRole('button', { name: 'Show media' }));
    expect(screen.queryByRole('region', { name: 'Explanation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show answers' }));
    expect(screen.getByRole('region', { name: 'Explanation' })).toBeInTheDocument();
  });
});

describe('what players typed (open-ended)', () => {
  const results: QuestionResults = {
    questionNumber: 0,
    answered: 6,
    correct: 4,
    typedAnswers: [
      { text: 'Tokyo', count: 3, accepted: true },
      { text: 'Kyoto', count: 2, accepted: false },
      { text: 'Tōkyō', count: 1, accepted: true },
    ],
  };

  it('lists them largest first with their counts, the accepted ones marked in words and by a check', () => {
    renderResults(tokyo, results);
    const cloud = screen.getByRole('list', { name: 'What players typed' });
    const items = within(cloud).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tokyo3, 3 players, accepted answer',
      'Kyoto2, 2 players',
      'Tōkyō1, 1 player, accepted answer',
    ]);
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([true, false, true]);
    expect(screen.getByRole('heading', { name: 'What players typed' })).toBeInTheDocument();
  });

  it('still shows the accepted answers', () => {
    renderResults(tokyo, results);
    expect(screen.getByRole('heading', { name: 'Correct answers' })).toBeInTheDocument();
    expect(document.querySelectorAll('.host-accepted-answer')).toHaveLength(2);
  });

  it('shows only the accepted answers when nobody typed anything, or before the results arrive', () => {
    renderResults(tokyo, { questionNumber: 0, answered: 0, correct: 0 });
    expect(screen.queryByRole('list', { name: 'What players typed' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct answers' })).toBeInTheDocument();
  });
});

describe('right and wrong, never by colour or dimming alone', () => {
  const trio = gameQuestion(
    {
      title: 'Which of these are in Europe?',
      questionType: QuestionType.MultiSelect,
      answers: [
        { name: 'Lisbon', type: 0, isCorrect: true },
        { name: 'Lima', type: 0, isCorrect: false },
        { name: 'Oslo', type: 0, isCorrect: true },
      ],
    },
    [0, 1, 2],
  );
  const results: QuestionResults = { questionNumber: 0, answered: 3, correct: 1, optionCounts: [2, 1, 2] };
  /** The line drawn by each icon (Icons.tsx): a check or a cross. */
  const CHECK = 'm5 12.5 4.5 4.5L19 7.5';
  const CROSS = 'M6 6l12 12M18 6 6 18';
  const drawn = (element: Element) =>
    [...element.querySelectorAll('svg path')].map((path) => path.getAttribute('d'));

  it('marks each option of the grid with a check and "Correct", or a cross and "Incorrect"', () => {
    renderResults(trio, results);
    const options = [...document.querySelectorAll('.host-answer')];
    // Each still carries its shape and number, as on the phones.
    const badges = options.map((option) => option.querySelector('.host-answer-badge') as Element);
    expect(badges.map((badge) => badge.textContent)).toEqual(['1', '2', '3']);
    expect(badges.map((badge) => badge.querySelector('[data-shape]')?.getAttribute('data-shape'))).toEqual([
      'triangle',
      'diamond',
      'circle',
    ]);
    const verdicts = options.map((option) => option.querySelector('.host-answer-verdict') as Element);
    expect(options.map((option) => option.querySelector('.host-answer-text')?.textContent)).toEqual([
      '1. Lisbon',
      '2. Lima',
      '3. Oslo',
    ]);
    expect(verdicts.map((verdict) => verdict.textContent)).toEqual(['Correct', 'Incorrect', 'Correct']);
    expect(verdicts.map(drawn)).toEqual([[CHECK], [CROSS], [CHECK]]);
  });

  it('keys each column of the chart with the option’s shape and a check or a cross, and says which', () => {
    renderResults(trio, results);
    const columns = within(screen.getByRole('list', { name: 'Answers per option' })).getAllByRole('listitem');
    expect(columns.map((column) => column.textContent)).toEqual([
      '2 chose 1, correct',
      '1 chose 2, incorrect',
      '2 chose 3, correct',
    ]);
    const keys = columns.map((column) => column.querySelector('.host-chart-key') as Element);
    expect(keys.map((key) => key.querySelector('[data-shape]')?.getAttribute('data-shape'))).toEqual([
      'triangle',
      'diamond',
      'circle',
    ]);
    expect(keys.map((key) => drawn(key).at(-1))).toEqual([CHECK, CROSS, CHECK]);
  });
});

describe('the share of correct answers', () => {
  const pill = (text: string) => screen.getByText(text).closest('.host-results-correct') as HTMLElement;

  it.each([
    [0, 3],
    [2, 3],
  ])('is neutral, without a check, when %i of %i were right', (correct, answered) => {
    renderResults(capital, {
      questionNumber: 0,
      answered,
      correct,
      optionCounts: [answered - correct, correct],
    });
    const share = pill(`${correct} of ${answered} correct`);
    expect(share).not.toHaveClass('host-results-all');
    expect(share.querySelector('svg')).toBeNull();
  });

  it('is green with a check when everyone was right', () => {
    renderResults(capital, { questionNumber: 0, answered: 3, correct: 3, optionCounts: [0, 3] });
    const share = pill('3 of 3 correct');
    expect(share).toHaveClass('host-results-all');
    expect(share.querySelector('svg')).not.toBeNull();
  });
});
