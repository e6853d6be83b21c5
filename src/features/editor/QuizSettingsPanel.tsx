// The quiz settings (SPEC §2 Editor): description (the title is at the top of the editor, above them), cover image, visibility, question order and
// copy-protection, with help links; once saved, sharing, playing, previewing and deleting the quiz; and the
// quiz as it stands as a file.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ImageIcon, PlayIcon, PreviewIcon, ShareIcon, TrashIcon } from '@/common/components/Icons';
import { QuizCover } from '@/common/components/QuizCover';
import { absoluteUrl, pageUrls } from '@/common/urls';
import { useImageUrl } from '@/common/useImageUrl';
import {
  contentForSave,
  DESCRIPTION_MAX_LENGTH,
  editorMessages,
  screenTexts,
  Visibility,
  visibilityNames,
  type StoragePath,
} from '@/domain';
import { QuizFileDownloads } from '@/features/quizFiles';
import { updateQuizData, useEditorStore } from './editorStore';

/** The open quiz as it stands, as it would be saved (titles settled, numbers within their limits). */
const quizAsItStands = () => contentForSave(useEditorStore.getState().content);

const visibilityHints: Record<Visibility, string> = {
  [Visibility.Public]: 'Anyone can find it in Explore.',
  [Visibility.Unlisted]: 'Only people with the link can open it.',
  [Visibility.Private]: 'Only you can see it.',
};

/** How long "Link copied" stays after copying the share link. */
const COPIED_NOTICE_MS = 2500;

/** What became of a share: the device's share sheet, the link copied or not, or the visitor prompt. */
export type ShareOutcome = 'shared' | 'copied' | 'notCopied' | 'refused';

interface QuizSettingsPanelProps {
  pickImage: () => Promise<StoragePath | null>;
  /** Shares the saved quiz; the visitor prompt answers for anyone who cannot save. */
  onShare: (link: string, title: string) => Promise<ShareOutcome>;
  onDelete: () => void;
}

function HelpLink({ topic, label }: { topic: string; label: string }) {
  return (
    <Link className="editor-help-link" to={pageUrls.help(topic)} aria-label={`Help: ${label}`}>
      ?
    </Link>
  );
}

export function QuizSettingsPanel({ pickImage, onShare, onDelete }: QuizSettingsPanelProps) {
  const data = useEditorStore((state) => state.content.data);
  const quizId = useEditorStore((state) => state.quizId);
  const imageUrl = useImageUrl(data.image);
  const visibilityName = useId();
  const [shareNotice, setShareNotice] = useState('');

  useEffect(() => {
    if (shareNotice !== editorMessages.linkCopied) return;
    const timer = setTimeout(() => setShareNotice(''), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shareNotice]);

  const chooseImage = async () => {
    const path = await pickImage();
    if (path) updateQuizData({ image: path });
  };

  const share = async () => {
    if (!quizId) return;
    const link = absoluteUrl(pageUrls.quizViewer(quizId));
    const outcome = await onShare(link, data.title);
    if (outcome === 'copied') setShareNotice(editorMessages.linkCopied);
    if (outcome === 'notCopied') setShareNotice(editorMessages.copyThisLink(link));
  };

  return (
    <section className="editor-panel editor-settings" aria-labelledby="editor-settings-heading">
      <h2 id="editor-settings-heading" className="editor-panel-heading">
        Quiz settings
      </h2>
      <div className="editor-settings-grid">
        <div className="editor-settings-fields">
          <label className="field">
            <span className="field-label">Description</span>
            <textarea
              value={data.desc}
              maxLength={DESCRIPTION_MAX_LENGTH}
              onChange={(event) => updateQuizData({ desc: event.target.value })}
            />
          </label>
          <fieldset className="editor-fieldset">
            <legend className="field-label">
              Visibility <HelpLink topic="visibility" label="visibility" />
            </legend>
            <div className="editor-choices">
              {([Visibility.Public, Visibility.Unlisted, Visibility.Private] as const).map((visibility) => (
                <label key={visibility} className="editor-choice">
                  <input
                    type="radio"
                    name={visibilityName}
                    checked={data.visibility === visibility}
                    onChange={() => updateQuizData({ visibility })}
                  />
                  <span>
                    <strong>{visibilityNames[visibility]}</strong>
                    <span className="editor-choice-hint">{visibilityHints[visibility]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="editor-fieldset">
            <label className="checkbox-field">
              <input
                type="checkbox"
                checked={data.randomizeQuestionOrder}
                onChange={(event) => updateQuizData({ randomizeQuestionOrder: event.target.checked })}
              />
              Randomise question order
            </label>
            <div className="editor-checkbox-row">
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  checked={data.copyProtect}
                  onChange={(event) => updateQuizData({ copyProtect: event.target.checked })}
                />
                Copy-protect (others cannot edit a copy)
              </label>
              <HelpLink topic="copy-protect" label="copy-protect" />
            </div>
          </div>
        </div>
        <div className="editor-settings-side">
          <div className="editor-cover">
            <QuizCover title={data.title} imageUrl={imageUrl} className="editor-cover-image" />
            <div className="button-row">
              <button type="button" className="button button-secondary button-compact" onClick={chooseImage}>
                <ImageIcon />
                {data.image ? 'Change cover image' : 'Add cover image'}
              </button>
              {data.image && (
                <button
                  type="button"
                  className="button button-secondary button-compact"
                  onClick={() => updateQuizData({ image: null })}
                >
                  Remove
                </button>
              )}
            </div>
          </div>
          {quizId ? (
            <div className="editor-share" role="group" aria-label="Share and play">
              <button type="button" className="button button-secondary button-compact" onClick={share}>
                <ShareIcon />
                Share
              </button>
              <a
                className="button button-secondary button-compact"
                href={pageUrls.hostQuiz(quizId)}
                target="_blank"
                rel="noopener"
              >
                <PlayIcon />
                Play
              </a>
              <Link className="button button-secondary button-compact" to={pageUrls.quizViewer(quizId)}>
                <PreviewIcon />
                Preview
              </Link>
              <button
                type="button"
                className="button button-secondary button-compact button-danger-outline"
                onClick={onDelete}
              >
                <TrashIcon />
                Delete
              </button>
              <p className="form-message editor-share-notice" role="status">
                {shareNotice}
              </p>
            </div>
          ) : (
            <p className="editor-save-hint">{screenTexts.saveFirstHint}</p>
          )}
          <div className="editor-export" role="group" aria-label="Export">
            <h3 className="editor-export-heading">Export</h3>
            <QuizFileDownloads content={quizAsItStands} />
          </div>
        </div>
      </div>
    </section>
  );
}
