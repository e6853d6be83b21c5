import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import type { PlayerStanding } from '@/domain';
import { celebrate } from './celebrate';
import { ResultScreen } from './ResultScreen';

// What a celebration draws, and when it draws nothing, is celebrate.test.ts's to check.
vi.mock('./celebrate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./celebrate')>()),
  celebrate: vi.fn(() => Promise.resolve()),
}));

const standing: PlayerStanding = { questionNumber: 1, correct: true, points: 958, rank: 1, playerCount: 2 };
const explanation = 'Edo was renamed Tokyo\nin 1868.';

describe('the phone’s result screen', () => {
  it('shows the question’s explanation under the verdict, with its line breaks', () => {
    render(
      <ResultScreen standing={standing} username="Ann" score={958} final={false} explanation={explanation} />,
    );
    const region = screen.getByRole('region', { name: 'Explanation' });
    expect(region).toHaveTextContent('Edo was renamed Tokyo in 1868.');
    expect(region.querySelector('p')?.textContent).toBe(explanation);
    const verdict = screen.getByRole('heading', { name: 'Correct!' });
    expect(verdict.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no explanation for a question without one', () => {
    render(<ResultScreen standing={standing} username="Ann" score={958} final={false} explanation={null} />);
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Explanation' })).not.toBeInTheDocument();
  });

  it('says right or wrong in words and by a check or a cross, not by its colour alone', () => {
    const verdictOf = (correct: boolean) => {
      const { unmount } = render(
        <ResultScreen
          standing={{ ...standing, correct, points: correct ? 958 : 0 }}
          username="Ann"
          score={958}
          final={false}
          explanation={null}
        />,
      );
      const verdict = document.querySelector('.result-verdict') as Element;
      const shown = {
        words: screen.getByRole('heading', { level: 1 }).textContent,
        drawing: verdict.querySelector('svg path')?.getAttribute('d'),
      };
      unmount();
      return shown;
    };
    const right = verdictOf(true);
    const wrong = verdictOf(false);
    expect([right.words, wrong.words]).toEqual(['Correct!', 'Incorrect']);
    expect(right.drawing).toBe('m6.5 12.5 3.5 3.5 7.5-8');
    expect(wrong.drawing).toBe('m7.5 7.5 9 9m0-9-9 9');
  });

  it('says "Time\'s up! No answer" for a question the player let run out, never "Incorrect"', () => {
    render(
      <ResultScreen
        standing={{ ...standing, correct: false, points: 0, noAnswer: true }}
        username="Ann"
        score={958}
        final={false}
        explanation={null}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Time's up! No answer$/);
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    // Neither the green of right nor the red of wrong, and a clock rather than a cross.
    const verdict = document.querySelector('.result-verdict') as Element;
    expect(verdict).toHaveClass('result-no-answer');
    expect(verdict).not.toHaveClass('result-incorrect');
    expect(verdict.querySelector('svg path')?.getAttribute('d')).toBe('M12 6.5V12l3.5 2.5');
  });

  it('shows the streak bonus apart from the points, beneath them', () => {
    render(
      <ResultScreen
        standing={{ ...standing, points: 1094, streak: 2 }}
        username="Ann"
        score={2052}
        final={false}
        explanation={null}
      />,
    );
    const points = screen.getByText('+994 points');
    const bonus = screen.getByText('+100 streak bonus');
    expect(points.compareDocumentPosition(bonus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('🔥 2 in a row')).toBeInTheDocument();
    expect(screen.queryByText('+1094 points')).not.toBeInTheDocument();
  });
});

describe('the phone’s final screen', () => {
  beforeEach(() => {
    vi.mocked(celebrate).mockClear();
  });

  const finalScreen = (rank: number, last: Partial<PlayerStanding> = {}) => (
    <ResultScreen
      standing={{ ...standing, rank, playerCount: 4, ...last }}
      username="Ann"
      score={3958}
      final
      explanation={null}
    />
  );

  it('leads with the player’s place, then the last verdict, smaller', () => {
    render(finalScreen(1));
    const place = screen.getByRole('heading', { level: 1 });
    expect(place).toHaveTextContent(/^You finished 1st of 4!$/);
    const verdict = screen.getByRole('heading', { level: 2, name: 'Correct!' });
    expect(place.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(verdict.closest('.result-verdict')).toHaveClass('result-verdict-small');
  });

  it.each([1, 2, 3])('celebrates place %i, once', (rank) => {
    // StrictMode runs the effect twice, as the page's does; a render again changes nothing.
    const { rerender } = render(<StrictMode>{finalScreen(rank)}</StrictMode>);
    rerender(<StrictMode>{finalScreen(rank, { points: 900 })}</StrictMode>);
    expect(celebrate).toHaveBeenCalledOnce();
  });

  it('celebrates no place below the third, and no result before the last', () => {
    render(finalScreen(4, { correct: false, points: 0, noAnswer: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^You finished 4th of 4!$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Time's up! No answer$/);
    render(<ResultScreen standing={standing} username="Ann" score={958} final={false} explanation={null} />);
    expect(celebrate).not.toHaveBeenCalled();
  });
});
