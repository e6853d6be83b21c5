import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaMode, QuestionType, type GameQuestion, type QuestionResults } from '@/domain';
import { ResultsScreen } from './ResultsScreen';
import { gameQuestion } from './testGames';

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
