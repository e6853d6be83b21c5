import { render, screen } from '@testing-library/react';
import type { PlayerStanding } from '@/domain';
import { ResultScreen } from './ResultScreen';

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
});
