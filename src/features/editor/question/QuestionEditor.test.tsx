import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANSWER_PALETTE } from '@/common/answerPalette';
import {
  convertQuestionType,
  MediaMode,
  newQuestion,
  QuestionType,
  questionEditorTexts,
  type ChoiceAnswer,
  type Question,
  type StoragePath,
} from '@/domain';
import { QuestionEditor } from './QuestionEditor';
import { renderQuestion } from './test/harness';

vi.mock('react-youtube', () => ({
  default: ({ videoId }: { videoId: string }) => <div data-testid="video-player" data-video-id={videoId} />,
}));

const ofType = (type: QuestionType, answers?: Question['answers']): Question => {
  const question = convertQuestionType(newQuestion(), type);
  return answers ? ({ ...question, answers } as Question) : question;
};

const choices = (count: number, correct: number[] = [0]): ChoiceAnswer[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Option ${index + 1}`,
    type: 0,
    isCorrect: correct.includes(index),
  }));

const answerNames = (question: Question) =>
  question.answers.map((answer) => (typeof answer === 'string' ? answer : answer.name));

describe('title and description', () => {
  it('keeps a title of one line up to 200 characters, left empty under its "Untitled question" placeholder', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    const title = screen.getByRole('textbox', { name: 'Question title' });
    expect(title).toHaveAttribute('maxLength', '200');
    expect(title).toHaveAttribute('placeholder', 'Untitled question');

    await user.click(title);
    await user.clear(title);
    await user.keyboard('Capital{Enter} of France');
    expect(state.question.title).toBe('Capital of France');

    await user.clear(title);
    await user.tab();
    expect(state.question.title).toBe('');
    expect(title).toHaveValue('');
    await user.click(title);
    await user.keyboard('   ');
    await user.tab();
    expect(title).toHaveValue('');
  });

  it('takes focus to the title when asked, selecting the untitled default so that typing replaces it', async () => {
    const onTitleFocused = vi.fn();
    render(
      <QuestionEditor
        question={newQuestion()}
        onChange={() => undefined}
        pickImage={() => Promise.resolve(null)}
        focusTitle
        onTitleFocused={onTitleFocused}
      />,
    );
    const title = screen.getByRole('textbox', { name: 'Question title' }) as HTMLTextAreaElement;
    expect(title).toHaveFocus();
    expect(title.value.slice(title.selectionStart, title.selectionEnd)).toBe('Untitled question');
    expect(onTitleFocused).toHaveBeenCalledOnce();
  });

  it('trims the title on blur', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    const title = screen.getByRole('textbox', { name: 'Question title' });
    await user.clear(title);
    await user.type(title, '  Rivers  ');
    await user.tab();
    expect(state.question.title).toBe('Rivers');
  });

  it('keeps a description of up to 400 characters with its line breaks', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    const description = screen.getByRole('textbox', { name: 'Question description' });
    expect(description).toHaveAttribute('maxLength', '400');
    await user.type(description, 'One{Enter}Two');
    expect(state.question.desc).toBe('One\nTwo');
  });

  it('keeps an optional explanation of up to 400 characters with its line breaks, counting them', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    const explanation = screen.getByRole('textbox', { name: 'Explanation' });
    expect(explanation).toHaveAttribute('maxLength', '400');
    const counter = () => within(explanation.closest('.qe-field') as HTMLElement).getByText(/\/400$/);
    expect(explanation).toHaveValue('');
    expect(counter()).toHaveTextContent('0/400');

    await user.type(explanation, 'Edo{Enter}was renamed');
    expect(state.question.explanation).toBe('Edo\nwas renamed');
    expect(counter()).toHaveTextContent('15/400');

    await user.clear(explanation);
    expect(state.question).not.toHaveProperty('explanation');
  });

  it('shows an explanation the question has, and cuts a pasted one to 400 characters', async () => {
    const user = userEvent.setup();
    const state = renderQuestion({ ...newQuestion(), explanation: 'x'.repeat(399) });
    const explanation = screen.getByRole('textbox', { name: 'Explanation' });
    expect(explanation).toHaveValue('x'.repeat(399));
    expect(screen.getByText('399/400')).toBeInTheDocument();
    await user.click(explanation);
    await user.paste('yz');
    expect(state.question.explanation).toBe(`${'x'.repeat(399)}y`);
    expect(screen.getByText('400/400')).toHaveAttribute('data-full', 'true');
  });

  it('reports nothing when a field is left unchanged', async () => {
    const user = userEvent.setup();
    const state = renderQuestion({ ...newQuestion(), title: 'Rivers' });
    await user.click(screen.getByRole('textbox', { name: 'Question title' }));
    await user.tab();
    expect(state.changes).toBe(0);
  });
});

describe.each([QuestionType.SingleChoice, QuestionType.MultiSelect])('options of type %i', (type) => {
  it('shows each option with its text and correct toggle, and marks options correct', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(type, choices(3)));
    expect(screen.getByRole('textbox', { name: 'Option 2 text' })).toHaveValue('Option 2');
    expect(screen.getByRole('checkbox', { name: 'Mark option 1 correct' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mark option 3 correct' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Mark option 3 correct' }));
    expect((state.question.answers as ChoiceAnswer[]).map((answer) => answer.isCorrect)).toEqual([
      true,
      false,
      true,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Mark option 3 correct' })).toBeChecked();
  });

  it('marks a correct option by a check in its toggle, not by its colour alone', async () => {
    const user = userEvent.setup();
    renderQuestion(ofType(type, choices(3)));
    const toggles = () => [...document.querySelectorAll('.qe-correct')];
    const checks = () => toggles().map((toggle) => toggle.querySelector('.qe-correct-mark svg') !== null);
    expect(toggles().map((toggle) => toggle.textContent)).toEqual(['Correct', 'Correct', 'Correct']);
    expect(checks()).toEqual([true, false, false]);
    await user.click(screen.getByRole('checkbox', { name: 'Mark option 3 correct' }));
    expect(checks()).toEqual([true, false, true]);
  });

  it('cuts a text at 200 characters and trims it on blur', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(type, choices(2)));
    const text = screen.getByRole('textbox', { name: 'Option 1 text' });
    expect(text).toHaveAttribute('maxLength', '200');
    await user.clear(text);
    await user.type(text, '  Paris  ');
    expect(answerNames(state.question)[0]).toBe('  Paris  ');
    await user.tab();
    expect(answerNames(state.question)[0]).toBe('Paris');
  });

  it('adds options up to 12 and deletes them down to 2', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(type, choices(11)));
    const add = screen.getByRole('button', { name: 'Add option' });
    await user.click(add);
    expect(state.question.answers).toHaveLength(12);
    expect(screen.getByRole('textbox', { name: 'Option 12 text' })).toHaveValue('');
    expect(add).toBeDisabled();
    expect(screen.getByText('12 of 12 options')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete option 2' }));
    expect(answerNames(state.question).slice(0, 3)).toEqual(['Option 1', 'Option 3', 'Option 4']);
    expect(add).toBeEnabled();
  });

  it('offers no deletion at 2 options', () => {
    renderQuestion(ofType(type, choices(2)));
    expect(screen.getByRole('button', { name: 'Delete option 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete option 2' })).toBeDisabled();
  });

  it('colours the options in the answer cycle and lays them out as the answer grid', () => {
    renderQuestion(ofType(type, choices(12)));
    const tiles = within(screen.getByRole('region', { name: 'Answers' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.style.getPropertyValue('--answer-fill'))).toEqual(
      ANSWER_PALETTE.map((colour) => colour.fill),
    );
    expect(tiles[0]?.parentElement?.style.getPropertyValue('--answer-columns')).toBe('4');
  });

  it('turns an option into the picked image, and back into text', async () => {
    const user = userEvent.setup();
    const pickImage = vi.fn(() => Promise.resolve<StoragePath>(['folder-1', 'oslo.png']));
    const state = renderQuestion(ofType(type, choices(2)), pickImage);

    await user.click(screen.getByRole('button', { name: 'Add image to option 2' }));
    expect(pickImage).toHaveBeenCalledOnce();
    expect(state.question.answers[1]).toEqual({ name: 'folder-1/oslo.png', type: 1, isCorrect: false });
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Option 2 image' })).toHaveAttribute(
        'src',
        'https://files.example/folder-1/oslo.png',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Option 2 text' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image from option 2' }));
    expect(state.question.answers[1]).toEqual({ name: '', type: 0, isCorrect: false });
    expect(screen.getByRole('textbox', { name: 'Option 2 text' })).toHaveValue('');
  });

  it('keeps the option when the image picker is cancelled', async () => {
    const user = userEvent.setup();
    const pickImage = vi.fn(() => Promise.resolve(null));
    const state = renderQuestion(ofType(type, choices(2)), pickImage);
    await user.click(screen.getByRole('button', { name: 'Add image to option 1' }));
    expect(pickImage).toHaveBeenCalledOnce();
    expect(state.changes).toBe(0);
  });

  it('says so when no option is correct', async () => {
    const user = userEvent.setup();
    renderQuestion(ofType(type, choices(2)));
    expect(screen.queryByText(questionEditorTexts.noCorrectOption)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mark option 1 correct' }));
    expect(screen.getByText(questionEditorTexts.noCorrectOption)).toBeInTheDocument();
  });
});

describe('an image picked while other edits happened', () => {
  it('applies to the newest question, not the one of the click', async () => {
    const user = userEvent.setup();
    let resolvePick: (path: StoragePath) => void = () => undefined;
    const pickImage = () => new Promise<StoragePath | null>((resolve) => (resolvePick = resolve));
    const state = renderQuestion(ofType(QuestionType.SingleChoice, choices(2)), pickImage);

    await user.click(screen.getByRole('button', { name: 'Add image to option 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 1 text' }), '!');
    await act(async () => resolvePick(['folder-1', 'late.png']));
    expect(answerNames(state.question)).toEqual(['Option 1!', 'folder-1/late.png']);
  });
});

describe('true/false', () => {
  it('shows the fixed True and False and chooses which is correct', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.TrueFalse));
    const group = screen.getByRole('radiogroup', { name: 'Correct answer' });
    expect(within(group).getByRole('radio', { name: 'True' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'False' }));
    expect(state.question.answers).toEqual([
      { name: 'True', isCorrect: false },
      { name: 'False', isCorrect: true },
    ]);
    expect(within(group).getByRole('radio', { name: 'True' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Add|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Option/ })).not.toBeInTheDocument();
  });
});

describe('open-ended', () => {
  it('typing into the empty slot adds an accepted answer and keeps typing there', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.OpenEnded, ['Paris', '']));
    await user.type(screen.getByRole('textbox', { name: 'New accepted answer' }), 'Lutetia');
    expect(state.question.answers).toEqual(['Paris', 'Lutetia', '']);
    expect(screen.getByRole('textbox', { name: 'Accepted answer 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'New accepted answer' })).toHaveValue('');
  });

  it('removes emptied answers and trims the rest once focus leaves the list', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.OpenEnded, ['Paris', ' Lutetia ', '']));
    await user.clear(screen.getByRole('textbox', { name: 'Accepted answer 1' }));
    await user.tab();
    expect(state.question.answers).toEqual(['', ' Lutetia ', '']);
    await user.click(screen.getByRole('textbox', { name: 'Question title' }));
    expect(state.question.answers).toEqual(['Lutetia', '']);
  });

  it('deletes an answer, and warns when none is left', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.OpenEnded, ['Paris', '']));
    await user.click(screen.getByRole('button', { name: 'Delete accepted answer 1' }));
    expect(state.question.answers).toEqual(['']);
    expect(screen.getByText(questionEditorTexts.noAcceptedAnswer)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New accepted answer' })).toBeInTheDocument();
  });

  it('takes no more than 50 accepted answers', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => `Answer ${index + 1}`);
    renderQuestion(ofType(QuestionType.OpenEnded, [...fifty, '']));
    expect(screen.getByText('50 of 50 accepted answers')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New accepted answer' })).not.toBeInTheDocument();
  });
});

describe('arrange', () => {
  const items = (...names: string[]) => names.map((name) => ({ name, type: 0 as const }));

  it('moves items with the up and down buttons, focus following the item', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.Arrange, items('One', 'Two', 'Three')));
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(answerNames(state.question)).toEqual(['Two', 'One', 'Three']);
    // Item 1 cannot move up further, so focus goes to its other move button.
    expect(screen.getByRole('button', { name: 'Move item 1 down' })).toHaveFocus();
    expect(screen.getByText('Moved to position 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move item 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Move item 2 down' }));
    expect(answerNames(state.question)).toEqual(['One', 'Three', 'Two']);
    expect(screen.getByRole('button', { name: 'Move item 3 up' })).toHaveFocus();
  });

  it('moves the item whose text has focus with Alt+arrow keys', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.Arrange, items('One', 'Two', 'Three')));
    await user.click(screen.getByRole('textbox', { name: 'Item 1 text' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(answerNames(state.question)).toEqual(['Two', 'One', 'Three']);
    expect(screen.getByRole('textbox', { name: 'Item 2 text' })).toHaveFocus();
  });

  it('adds items up to 9 and deletes them down to 3', async () => {
    const user = userEvent.setup();
    const eight = items('1', '2', '3', '4', '5', '6', '7', '8');
    const state = renderQuestion(ofType(QuestionType.Arrange, eight));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(state.question.answers).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled();

    for (let count = 9; count > 3; count -= 1) {
      await user.click(screen.getByRole('button', { name: `Delete item ${count}` }));
    }
    expect(answerNames(state.question)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Delete item 1' })).toBeDisabled();
    expect(screen.queryByText('Add an item: an arrange question needs at least 3.')).toBeNull();
  });

  it('asks for a third item in a question saved with 2, before arrange questions needed 3', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.Arrange, items('One', 'Two')));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Add an item: an arrange question needs at least 3.',
    );
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(state.question.answers).toHaveLength(3);
    expect(screen.queryByText('Add an item: an arrange question needs at least 3.')).toBeNull();
  });

  it('trims an item on blur', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(ofType(QuestionType.Arrange, items('One', 'Two')));
    await user.type(screen.getByRole('textbox', { name: 'Item 2 text' }), '  ');
    expect(answerNames(state.question)[1]).toBe('Two  ');
    await user.tab();
    expect(answerNames(state.question)[1]).toBe('Two');
  });
});

describe('media', () => {
  it('shows the picked image, replaces and removes it', async () => {
    const user = userEvent.setup();
    const picks: StoragePath[] = [
      ['folder-1', 'map.png'],
      ['folder-1', 'globe.png'],
    ];
    const pickImage = vi.fn(() => Promise.resolve(picks.shift() ?? null));
    const state = renderQuestion(newQuestion(), pickImage);
    const media = screen.getByRole('group', { name: 'Question media' });

    await user.click(within(media).getByRole('button', { name: 'Image' }));
    expect(state.question).toMatchObject({ mediaMode: MediaMode.Image, mediaURL: ['folder-1', 'map.png'] });
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Question image' })).toHaveAttribute(
        'src',
        'https://files.example/folder-1/map.png',
      ),
    );
    expect(within(media).getByRole('button', { name: 'Image' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Replace image' }));
    expect(state.question.mediaURL).toEqual(['folder-1', 'globe.png']);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(state.question).toMatchObject({ mediaMode: MediaMode.None, mediaURL: '' });
    expect(screen.queryByRole('img', { name: 'Question image' })).not.toBeInTheDocument();
  });

  it('keeps a video link only when it has a video id', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    await user.click(screen.getByRole('button', { name: 'Video' }));
    const link = screen.getByRole('textbox', { name: 'Video link' });

    await user.type(link, 'https://example.com/watch?v=D8pnmwOXhoY');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(questionEditorTexts.videoLinkInvalid)).toBeInTheDocument();
    expect(state.question.mediaMode).toBe(MediaMode.None);
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();

    await user.clear(link);
    await user.type(link, 'https://youtu.be/D8pnmwOXhoY');
    expect(link).toHaveAttribute('aria-invalid', 'false');
    expect(state.question).toMatchObject({
      mediaMode: MediaMode.Video,
      mediaURL: 'https://youtu.be/D8pnmwOXhoY',
    });
    expect(await screen.findByTestId('video-player')).toHaveAttribute('data-video-id', 'D8pnmwOXhoY');
  });

  it('keeps the last accepted video while the link is being changed', async () => {
    const user = userEvent.setup();
    const state = renderQuestion({
      ...newQuestion(),
      mediaMode: 2,
      mediaURL: 'https://youtu.be/D8pnmwOXhoY',
    });
    const link = screen.getByRole('textbox', { name: 'Video link' });
    expect(link).toHaveValue('https://youtu.be/D8pnmwOXhoY');
    await user.type(link, '{Backspace}');
    expect(link).toHaveValue('https://youtu.be/D8pnmwOXho');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(state.question.mediaURL).toBe('https://youtu.be/D8pnmwOXhoY');
  });

  it('choosing Video replaces an image, and None removes the video', async () => {
    const user = userEvent.setup();
    const state = renderQuestion({ ...newQuestion(), mediaMode: 1, mediaURL: ['folder-1', 'map.png'] });
    await user.click(screen.getByRole('button', { name: 'Video' }));
    expect(state.question).toMatchObject({ mediaMode: MediaMode.None, mediaURL: '' });
    await user.type(screen.getByRole('textbox', { name: 'Video link' }), 'youtu.be/D8pnmwOXhoY');
    expect(state.question.mediaMode).toBe(MediaMode.Video);
    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(state.question).toMatchObject({ mediaMode: MediaMode.None, mediaURL: '' });
    expect(screen.queryByRole('textbox', { name: 'Video link' })).not.toBeInTheDocument();
  });
});
