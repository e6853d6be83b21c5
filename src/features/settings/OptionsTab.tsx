import { useState, type FormEvent } from 'react';
import {
  clampQuestionTemplate,
  clampQuizTemplate,
  DEFAULT_SETTINGS,
  DESCRIPTION_MAX_LENGTH,
  TEMPLATE_POINTS_MAX,
  THEMES,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  TITLE_MAX_LENGTH,
  Visibility,
  visibilityNames,
  type NewQuestionTemplate,
  type NewQuizTemplate,
  type Theme,
} from '@/domain';
import { NumberField } from '@/common/components/NumberField';
import { TextField } from '@/common/components/TextField';
import { applyThemeLocally, useUserRecord } from '@/features/auth';
import { changeDefaultQuestion, saveQuizTemplate, setUserTheme } from './settingsGateway';

const THEME_NAMES: Record<Theme, string> = { dark: 'Dark', light: 'Light', red: 'Red', navy: 'Navy' };
const VISIBILITIES = [Visibility.Public, Visibility.Unlisted, Visibility.Private];

type SaveState = 'idle' | 'working' | 'saved' | 'failed';

function SaveStatus({ state }: { state: SaveState }) {
  if (state === 'saved')
    return (
      <p className="form-success" role="status">
        Saved.
      </p>
    );
  if (state === 'failed')
    return (
      <p className="form-error" role="alert">
        Could not save. Please try again.
      </p>
    );
  return null;
}

/** Runs a save, tracking its state for the button and the status line. */
function useSave(): [SaveState, (save: () => Promise<void>) => Promise<void>, () => void] {
  const [state, setState] = useState<SaveState>('idle');
  const run = async (save: () => Promise<void>) => {
    setState('working');
    try {
      await save();
      setState('saved');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };
  return [state, run, () => setState((current) => (current === 'working' ? current : 'idle'))];
}

/** Theme and the templates for new questions and quizzes (SPEC §2, /settings, Options tab). */
export function OptionsTab({ uid }: { uid: string }) {
  const settings = useUserRecord()?.settings;
  return (
    <div className="settings-sections">
      <ThemeChoice theme={settings?.theme ?? DEFAULT_SETTINGS.theme} />
      <QuestionTemplateForm initial={{ ...DEFAULT_SETTINGS.newQuestion, ...settings?.newQuestion }} />
      <QuizTemplateForm uid={uid} initial={{ ...DEFAULT_SETTINGS.newQuiz, ...settings?.newQuiz }} />
    </div>
  );
}

function ThemeChoice({ theme }: { theme: Theme }) {
  const [state, run] = useSave();
  const choose = (next: Theme) => {
    applyThemeLocally(next);
    void run(() => setUserTheme(next));
  };
  return (
    <section className="settings-section" aria-labelledby="settings-theme">
      <h2 id="settings-theme">Appearance</h2>
      <label className="field">
        <span className="field-label">Theme</span>
        <select value={theme} onChange={(event) => choose(event.target.value as Theme)}>
          {THEMES.map((option) => (
            <option key={option} value={option}>
              {THEME_NAMES[option]}
            </option>
          ))}
        </select>
      </label>
      <SaveStatus state={state} />
    </section>
  );
}

function QuestionTemplateForm({ initial }: { initial: NewQuestionTemplate }) {
  const [title, setTitle] = useState(initial.title);
  const [timeLimit, setTimeLimit] = useState(String(initial.timeLimit));
  const [basePoints, setBasePoints] = useState(String(initial.customPointsOptions.basePoints));
  const [timeBonus, setTimeBonus] = useState(String(initial.customPointsOptions.timeBonus));
  const [randomizeOrder, setRandomizeOrder] = useState(initial.randomizeOrder);
  const [titlePlusDesc, setTitlePlusDesc] = useState(initial.titlePlusDesc);
  const [titlePlusImg, setTitlePlusImg] = useState(initial.titlePlusImg);
  const [state, run, edited] = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const template = clampQuestionTemplate({
      ...initial,
      title,
      timeLimit: Number(timeLimit),
      customPointsOptions: { basePoints: Number(basePoints), timeBonus: Number(timeBonus) },
      randomizeOrder,
      titlePlusDesc,
      titlePlusImg,
    });
    // Show what is saved: an empty title becomes the default, numbers come back within their limits.
    setTitle(template.title);
    setTimeLimit(String(template.timeLimit));
    setBasePoints(String(template.customPointsOptions.basePoints));
    setTimeBonus(String(template.customPointsOptions.timeBonus));
    void run(() => changeDefaultQuestion(template));
  };

  return (
    <section className="settings-section" aria-labelledby="settings-question">
      <h2 id="settings-question">Default question</h2>
      <form className="form" onSubmit={submit} onChange={edited} noValidate>
        <TextField label="Question title" value={title} maxLength={TITLE_MAX_LENGTH} onChange={setTitle} />
        <div className="field-row">
          <NumberField
            label="Time limit (seconds)"
            min={TIME_LIMIT_MIN_SECONDS}
            max={TIME_LIMIT_MAX_SECONDS}
            value={timeLimit}
            onChange={setTimeLimit}
          />
          <NumberField
            label="Base points"
            min={0}
            max={TEMPLATE_POINTS_MAX}
            value={basePoints}
            onChange={setBasePoints}
          />
          <NumberField
            label="Time bonus"
            min={0}
            max={TEMPLATE_POINTS_MAX}
            value={timeBonus}
            onChange={setTimeBonus}
          />
        </div>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={randomizeOrder}
            onChange={(event) => setRandomizeOrder(event.target.checked)}
          />
          Randomise answer order
        </label>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={titlePlusDesc}
            onChange={(event) => setTitlePlusDesc(event.target.checked)}
          />
          Show title with description
        </label>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={titlePlusImg}
            onChange={(event) => setTitlePlusImg(event.target.checked)}
          />
          Show title with image
        </label>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={state === 'working'}>
            Save question template
          </button>
        </div>
        <SaveStatus state={state} />
      </form>
    </section>
  );
}

function QuizTemplateForm({ uid, initial }: { uid: string; initial: NewQuizTemplate }) {
  const [title, setTitle] = useState(initial.title);
  const [desc, setDesc] = useState(initial.desc);
  const [visibility, setVisibility] = useState<Visibility>(initial.visibility);
  const [randomizeQuestionOrder, setRandomizeQuestionOrder] = useState(initial.randomizeQuestionOrder);
  const [state, run, edited] = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const template = clampQuizTemplate({ title, desc, visibility, randomizeQuestionOrder });
    setTitle(template.title);
    setDesc(template.desc);
    void run(() => saveQuizTemplate(uid, template));
  };

  return (
    <section className="settings-section" aria-labelledby="settings-quiz">
      <h2 id="settings-quiz">Default quiz</h2>
      <form className="form" onSubmit={submit} onChange={edited} noValidate>
        <TextField label="Quiz title" value={title} maxLength={TITLE_MAX_LENGTH} onChange={setTitle} />
        <label className="field">
          <span className="field-label">Quiz description</span>
          <textarea
            value={desc}
            maxLength={DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setDesc(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">Visibility</span>
          <select
            value={visibility}
            onChange={(event) => setVisibility(Number(event.target.value) as Visibility)}
          >
            {VISIBILITIES.map((option) => (
              <option key={option} value={option}>
                {visibilityNames[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={randomizeQuestionOrder}
            onChange={(event) => setRandomizeQuestionOrder(event.target.checked)}
          />
          Randomise question order
        </label>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={state === 'working'}>
            Save quiz template
          </button>
        </div>
        <SaveStatus state={state} />
      </form>
    </section>
  );
}
