import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteQuizDialog } from './DeleteQuizDialog';
import { requestDeletion } from './quizDataGateway';

vi.mock('./quizDataGateway');

const TITLE = 'Capitals of Europe';
const onCancel = vi.fn();
const onDeleted = vi.fn();

function renderDialog() {
  render(<DeleteQuizDialog quizId="q2" title={TITLE} onCancel={onCancel} onDeleted={onDeleted} />);
  return {
    input: screen.getByLabelText('Quiz title'),
    confirm: screen.getByRole('button', { name: 'Delete' }),
  };
}

beforeEach(() => {
  onCancel.mockReset();
  onDeleted.mockReset();
  vi.mocked(requestDeletion).mockReset();
});

it('names the quiz and puts the focus in the title box', () => {
  const { input } = renderDialog();
  expect(screen.getByRole('alertdialog', { name: 'Delete quiz' })).toHaveAccessibleDescription(
    /This deletes Capitals of Europe for good/,
  );
  expect(input).toHaveFocus();
});

it.each([
  ['', false],
  ['Capitals of', false],
  ['capitals of europe', false],
  ['CAPITALS OF EUROPE', false],
  ['Capitals of Europe ', false],
  [' Capitals of Europe', false],
  ['Capitals of Europe', true],
])('with %j typed, Delete is enabled: %s', async (typed, enabled) => {
  const { input, confirm } = renderDialog();
  if (typed) await userEvent.type(input, typed);
  expect(confirm.hasAttribute('disabled')).toBe(!enabled);
  await userEvent.click(confirm);
  expect(requestDeletion).toHaveBeenCalledTimes(enabled ? 1 : 0);
});

it('shows progress, then reports the deletion', async () => {
  let finish: () => void = () => undefined;
  vi.mocked(requestDeletion).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const { input, confirm } = renderDialog();
  await userEvent.type(input, TITLE);
  await userEvent.click(confirm);
  expect(requestDeletion).toHaveBeenCalledWith('q2');
  expect(screen.getByRole('status')).toHaveTextContent('Deleting...');
  expect(confirm).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  finish();
  await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
});

it.each([
  ['functions/not-found', 'This quiz no longer exists.'],
  ['functions/permission-denied', 'Only the author of this quiz can delete it.'],
  ['functions/unavailable', 'The quiz could not be deleted.'],
])('reports %s and lets the user try again', async (code, text) => {
  vi.mocked(requestDeletion).mockRejectedValue(Object.assign(new Error(code), { code }));
  const { input, confirm } = renderDialog();
  await userEvent.type(input, TITLE);
  await userEvent.click(confirm);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(onDeleted).not.toHaveBeenCalled();
  expect(confirm).toBeEnabled();
});

it('cancels with the Cancel button and with Escape', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(requestDeletion).not.toHaveBeenCalled();
});

it('gives the focus back to the button that opened it', () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const { unmount } = render(
    <DeleteQuizDialog quizId="q2" title={TITLE} onCancel={onCancel} onDeleted={onDeleted} />,
  );
  expect(opener).not.toHaveFocus();
  unmount();
  expect(opener).toHaveFocus();
  opener.remove();
});
