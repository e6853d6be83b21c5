import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { SiteHeader } from './SiteHeader';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');

function renderHeader() {
  const router = createMemoryRouter([{ path: '/', Component: SiteHeader }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

it('gives a signed-in host their reports beside their account', () => {
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'u1', email: 'a@b.co' }, record: null });
  const account = renderHeader();
  expect(account.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  expect(account.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/settings');
});

it.each(['signedOut', 'unknown'] as const)('offers no reports while the visitor is %s', (status) => {
  useAuthStore.setState({ status, user: null, record: null });
  const account = renderHeader();
  expect(account.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  expect(account.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
});
