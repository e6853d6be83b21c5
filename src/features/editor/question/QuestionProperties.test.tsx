import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { convertQuestionType, newQuestion, QuestionType, type SingleChoiceQuestion } from '@/domain';
import { renderQuestion } from './test/harness';

const capitals: SingleChoiceQuestion = {
  ...(newQuestion() as SingleChoiceQuestion),
  answers: [
    { name: 'Paris', type: 0, isCorrect: true },
    { name: 'Lyon', type: 0, isCorrect: false },
    { name: 'folder-1/eiffel.png', type: 1, isCorrect: true },
  ],
};

const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('question type', () => {
  it('lists the five types and converts the answers through the select (SPEC §4)', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(capitals);
    const select = screen.getByRole('combobox', { name: 'Question type' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Multiple Choice',
      'True/False',
      'Open-ended',
      'Multi-select',
      'Arrange',
    ]);

    await user.selectOptions(select, 'Open-ended');
    expect(state.question).toMatchObject({
      questionType: QuestionType.OpenEnded,
      answers: ['Paris', ''],
      typeSpecificSettings: { caseSensitive: false },
    });
    expect(screen.getByRole('textbox', { name: 'Accepted answer 1' })).toHaveValue('Paris');

    await user.selectOptions(select, 'True/False');
    expect(state.question.answers).toEqual([
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ]);
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();

    await user.selectOptions(select, 'Arrange');
    expect(state.question.answers).toEqual([
      { name: 'True', type: 0 },
      { name: 'False', type: 0 },
      { name: '', type: 0 },
    ]);
    expect(screen.getByRole('button', { name: 'Move item 2 up' })).toBeInTheDocument();
  });

  it('drops image options where the new type has none', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(capitals);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Arrange');
    expect(state.question.answers).toEqual([
      { name: 'Paris', type: 0 },
      { name: 'Lyon', type: 0 },
      { name: '', type: 0 },
    ]);
  });
});

describe('time limit and points (SPEC §5)', () => {
  it('splits a total of 1001 into 751 base points and 250 time bonus', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    expect(field('Total points')).toHaveValue(1000);
    await user.clear(field('Total points'));
    await user.type(field('Total points'), '1001');
    expect(state.question.customPointsOptions).toEqual({ basePoints: 751, timeBonus: 250 });
    expect(field('Base points')).toHaveValue(751);
    expect(field('Time bonus')).toHaveValue(250);
    expect(field('Total points')).toHaveValue(1001);
  });

  it('clamps a total above 100000, and base points and time bonus to their own limits', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    await user.clear(field('Total points'));
    await user.type(field('Total points'), '250000');
    expect(state.question.customPointsOptions).toEqual({ basePoints: 75000, timeBonus: 25000 });
    expect(field('Total points')).toHaveValue(100000);

    await user.clear(field('Base points'));
    await user.type(field('Base points'), '80000');
    await user.clear(field('Time bonus'));
    await user.type(field('Time bonus'), '300');
    expect(state.question.customPointsOptions).toEqual({ basePoints: 75000, timeBonus: 300 });
    expect(field('Total points')).toHaveValue(75300);
  });

  it('keeps the time limit within 0 to 600 seconds, and restores it when left empty', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    const timeLimit = field('Time limit (seconds)');
    expect(timeLimit).toHaveAttribute('min', '0');
    expect(timeLimit).toHaveAttribute('max', '600');

    await user.clear(timeLimit);
    expect(timeLimit).toHaveDisplayValue('');
    await user.tab();
    expect(state.question.timeLimit).toBe(30);
    expect(timeLimit).toHaveValue(30);

    await user.clear(timeLimit);
    await user.type(timeLimit, '700');
    expect(state.question.timeLimit).toBe(600);
    expect(timeLimit).toHaveValue(600);
  });
});

describe('options', () => {
  it.each([
    [QuestionType.SingleChoice, true, false],
    [QuestionType.TrueFalse, false, false],
    [QuestionType.OpenEnded, false, true],
    [QuestionType.MultiSelect, true, false],
    [QuestionType.Arrange, false, false],
  ])('type %i offers randomise: %s, case sensitive: %s', (type, randomise, caseSensitive) => {
    renderQuestion(convertQuestionType(newQuestion(), type));
    expect(screen.queryByRole('checkbox', { name: 'Randomise answer order' }) !== null).toBe(randomise);
    expect(screen.queryByRole('checkbox', { name: 'Case sensitive' }) !== null).toBe(caseSensitive);
  });

  it('sets randomise answer order', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(convertQuestionType(newQuestion(), QuestionType.MultiSelect));
    await user.click(screen.getByRole('checkbox', { name: 'Randomise answer order' }));
    expect(state.question.typeSpecificSettings).toEqual({ randomizeOrder: true });
  });

  it('sets case sensitive, and the hint on matching follows it', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(convertQuestionType(newQuestion(), QuestionType.OpenEnded));
    expect(screen.getByText(/ignoring spaces at either end and capitals/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Case sensitive' }));
    expect(state.question.typeSpecificSettings).toEqual({ caseSensitive: true });
    expect(screen.getByText(/capitals must match/)).toBeInTheDocument();
  });

  it('sets title with description and title with image', async () => {
    const user = userEvent.setup();
    const state = renderQuestion(newQuestion());
    await user.click(screen.getByRole('checkbox', { name: 'Show title with description' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show title with image' }));
    expect(state.question).toMatchObject({ titlePlusDesc: false, titlePlusImg: false });
  });
});
