import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sendPasswordReset } from './authGateway';
import { ForgotPasswordPage } from './ForgotPasswordPage';

vi.mock('./authGateway', () => ({ sendPasswordReset: vi.fn() }));

function renderPage() {
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(sendPasswordReset).mockReset().mockResolvedValue(undefined);
});

describe('ForgotPasswordPage', () => {
  it.each([
    ['', false],
    ['demo', false],
    ['demo@loqi', false],
    ['demo@loqi.app', true],
  ])('with %j shows Submit: %s', async (email, shown) => {
    renderPage();
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    expect(screen.queryByRole('button', { name: 'Submit' }) !== null).toBe(shown);
  });

  it('sends the reset mail and says so', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'demo@loqi.app');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('demo@loqi.app');
    expect(
      await screen.findByText('A link to reset your password has been sent to demo@loqi.app.'),
    ).toHaveRole('status');
  });

  it('shows the failure with the auth message', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValue(new Error('Firebase: Error (auth/user-not-found).'));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@loqi.app');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'An error occurred while sending a password reset email to nobody@loqi.app. Firebase: Error (auth/user-not-found).',
    );
  });
});
