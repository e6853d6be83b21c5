import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HomePage } from './HomePage';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', Component: HomePage }]);
  render(<RouterProvider router={router} />);
}

describe('HomePage', () => {
  it('shows the signed-out cards in the card grid: New quiz, Explore, Settings', () => {
    renderHome();
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(
      cards.map((card) => [within(card).getByRole('heading').textContent, card.getAttribute('href')]),
    ).toEqual([
      ['New quiz', '/editor'],
      ['Explore', '/search?q='],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('list')).toHaveClass('card-grid');
  });

  it('links to About and to joining a live game', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'About Loqi' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Join a live game' })).toHaveAttribute('href', '/join');
  });

  it('is titled with the product name alone', () => {
    renderHome();
    expect(document.title).toBe('Loqi');
  });
});
