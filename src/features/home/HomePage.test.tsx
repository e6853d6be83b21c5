import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { HomePage } from './HomePage';

const cardsShown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((card) => [within(card).getByRole('heading').textContent, card.getAttribute('href')]);

function renderHome() {
  const router = createMemoryRouter([{ path: '/', Component: HomePage }]);
  render(<RouterProvider router={router} />);
}

describe('HomePage', () => {
  afterEach(() => {
    useAuthStore.setState({ status: 'unknown', user: null, record: null });
  });

  it('shows the signed-out cards in the card grid: New quiz, Explore, Settings', () => {
    useAuthStore.setState({ status: 'signedOut', user: null, record: null });
    renderHome();
    expect(cardsShown()).toEqual([
      ['New quiz', '/editor'],
      ['Explore', '/search?q='],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('list')).toHaveClass('card-grid');
  });

  it('shows "Your quizzes" instead of "New quiz" when signed in', () => {
    useAuthStore.setState({ status: 'signedIn', user: { uid: 'u1', email: 'demo@loqi.app' }, record: null });
    renderHome();
    expect(cardsShown()).toEqual([
      ['Your quizzes', '/my'],
      ['Explore', '/search?q='],
      ['Settings', '/settings'],
    ]);
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
