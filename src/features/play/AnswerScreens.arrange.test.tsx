import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionEditorTexts } from '@/domain';
import { ArrangeAnswer } from './AnswerScreens';
import { usePlayStore } from './playStore';

const shownNumbers = () =>
  within(screen.getByRole('list', { name: 'Your order, first to last' }))
    .getAllByRole('listitem')
    .map((item) => /Answer (\d+) \(/.exec(item.textContent ?? '')?.[1]);

describe('the phone’s arrange screen by keyboard', () => {
  beforeEach(() => usePlayStore.setState({ answerDraft: null }));

  it('keeps focus on the item moved and announces its new place, until Submit sends the order', async () => {
    const onAnswer = vi.fn();
    render(<ArrangeAnswer options={3} questionNumber={0} texts={null} onAnswer={onAnswer} />);
    const user = userEvent.setup();

    // Answer 3 goes to the top: Enter twice on its Up button, which keeps focus until the top disables it.
    await user.tab();
    while (document.activeElement !== screen.getByRole('button', { name: 'Move answer 3 up' }))
      await user.tab();
    await user.keyboard('{Enter}');
    expect(shownNumbers()).toEqual(['1', '3', '2']);
    expect(screen.getByRole('button', { name: 'Move answer 3 up' })).toHaveFocus();
    expect(screen.getByText(questionEditorTexts.itemMoved(2, 3))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(shownNumbers()).toEqual(['3', '1', '2']);
    expect(screen.getByRole('button', { name: 'Move answer 3 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move answer 3 down' })).toHaveFocus();
    expect(screen.getByText(questionEditorTexts.itemMoved(1, 3))).toBeInTheDocument();

    // Space on Down moves it back one; focus stays with it.
    await user.keyboard(' ');
    expect(shownNumbers()).toEqual(['1', '3', '2']);
    expect(screen.getByRole('button', { name: 'Move answer 3 down' })).toHaveFocus();

    // Answer 1 goes to the bottom: the Down button at the bottom hands focus to Up.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Move answer 1 down' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(shownNumbers()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('button', { name: 'Move answer 1 up' })).toHaveFocus();
    expect(screen.getByText(questionEditorTexts.itemMoved(3, 3))).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith([2, 1, 0]);
  });
});
