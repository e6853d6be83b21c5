import { describe, expect, it } from 'vitest';
import { DEFAULT_NEW_QUESTION, DEFAULT_SETTINGS, type NewQuestionTemplate } from '@/domain';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { changeDefaultQuestion } from './changeDefaultQuestion';

const database = useMainDatabaseEmulator();

const TEMPLATE: NewQuestionTemplate = {
  title: 'Quick one',
  desc: 'Answer fast',
  randomizeOrder: true,
  titlePlusImg: false,
  titlePlusDesc: true,
  customPointsOptions: { basePoints: 1000, timeBonus: 0 },
  timeLimit: 10,
};

const save = (newDefaultQuestion: unknown) =>
  changeDefaultQuestion.run(callableRequest({ newDefaultQuestion }, 'alice'));

describe('changeDefaultQuestion', () => {
  it('saves the template and stamps lastUpdated, leaving the other settings', async () => {
    await database.seed({ users: { alice: { settings: DEFAULT_SETTINGS, lastUpdated: 1 } } });
    const before = Date.now();

    await expect(save(TEMPLATE)).resolves.toBeUndefined();

    expect(database.read('users/alice/settings')).toEqual({ ...DEFAULT_SETTINGS, newQuestion: TEMPLATE });
    expect(database.read('users/alice/lastUpdated')).toBeGreaterThanOrEqual(before);
  });

  it('saves the same template twice to the same result', async () => {
    await save(TEMPLATE);
    await save(TEMPLATE);

    expect(database.read('users/alice/settings/newQuestion')).toEqual(TEMPLATE);
  });

  it.each([
    {
      what: 'a blank title becomes the default title',
      given: { title: '   ' },
      saved: { title: DEFAULT_NEW_QUESTION.title },
    },
    { what: 'a long title is cut', given: { title: 't'.repeat(300) }, saved: { title: 't'.repeat(200) } },
    { what: 'a long description is cut', given: { desc: 'd'.repeat(500) }, saved: { desc: 'd'.repeat(400) } },
    { what: 'the time limit is capped', given: { timeLimit: 601 }, saved: { timeLimit: 600 } },
    { what: 'a negative time limit is 0', given: { timeLimit: -5 }, saved: { timeLimit: 0 } },
    { what: 'a fractional time limit is floored', given: { timeLimit: 12.7 }, saved: { timeLimit: 12 } },
    {
      what: 'points are capped at 100000 each',
      given: { customPointsOptions: { basePoints: 250_000, timeBonus: 100_001 } },
      saved: { customPointsOptions: { basePoints: 100_000, timeBonus: 100_000 } },
    },
    {
      what: 'negative points are 0',
      given: { customPointsOptions: { basePoints: -1, timeBonus: -100 } },
      saved: { customPointsOptions: { basePoints: 0, timeBonus: 0 } },
    },
  ])('clamps the template: $what', async ({ given, saved }) => {
    await save({ ...TEMPLATE, ...given });

    expect(database.read('users/alice/settings/newQuestion')).toEqual({ ...TEMPLATE, ...saved });
  });

  it('rejects a caller who is not signed in', async () => {
    await expect(
      changeDefaultQuestion.run(callableRequest({ newDefaultQuestion: TEMPLATE })),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(database.read('users')).toBeNull();
  });

  const { timeLimit: _timeLimit, ...withoutTimeLimit } = TEMPLATE;
  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no template', payload: {}, field: 'newDefaultQuestion' },
    {
      what: 'an extra payload field',
      payload: { newDefaultQuestion: TEMPLATE, uid: 'bob' },
      field: 'payload',
    },
    {
      what: 'a missing field',
      payload: { newDefaultQuestion: withoutTimeLimit },
      field: 'newDefaultQuestion.timeLimit',
    },
    {
      what: 'an extra template field',
      payload: { newDefaultQuestion: { ...TEMPLATE, questionType: 2 } },
      field: 'newDefaultQuestion',
    },
    {
      what: 'a string time limit',
      payload: { newDefaultQuestion: { ...TEMPLATE, timeLimit: '30' } },
      field: 'newDefaultQuestion.timeLimit',
    },
    {
      what: 'a title that is not a string',
      payload: { newDefaultQuestion: { ...TEMPLATE, title: 7 } },
      field: 'newDefaultQuestion.title',
    },
    {
      what: 'a huge title',
      payload: { newDefaultQuestion: { ...TEMPLATE, title: 'x'.repeat(10_001) } },
      field: 'newDefaultQuestion.title',
    },
    {
      what: 'a flag that is not a boolean',
      payload: { newDefaultQuestion: { ...TEMPLATE, randomizeOrder: 'yes' } },
      field: 'newDefaultQuestion.randomizeOrder',
    },
    {
      what: 'points missing their time bonus',
      payload: { newDefaultQuestion: { ...TEMPLATE, customPointsOptions: { basePoints: 5 } } },
      field: 'newDefaultQuestion.customPointsOptions.timeBonus',
    },
    {
      what: 'infinite points',
      payload: {
        newDefaultQuestion: { ...TEMPLATE, customPointsOptions: { basePoints: Infinity, timeBonus: 0 } },
      },
      field: 'newDefaultQuestion.customPointsOptions.basePoints',
    },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await expect(changeDefaultQuestion.run(callableRequest(payload, 'alice'))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('users')).toBeNull();
  });
});
