import { useId, useState, type ReactNode } from 'react';
import { ImageIcon, NoMediaIcon, TrashIcon, VideoIcon } from '@/common/components/Icons';
import { useImageUrl } from '@/common/useImageUrl';
import {
  extractVideoId,
  isAcceptedVideoLink,
  MediaMode,
  questionEditorTexts,
  setMediaImage,
  setMediaNone,
  setMediaVideo,
  VIDEO_LINK_MAX_LENGTH,
  type Question,
  type StoragePath,
} from '@/domain';
import type { AnswersEditorProps } from './AnswersFrame';
import { VideoPreview } from './VideoPreview';

type MediaChoice = 'none' | 'image' | 'video';

/** The link typed into the video field, and the media it was typed over. */
interface LinkDraft {
  over: Question['mediaURL'];
  text: string;
}

const sameMedia = (first: Question['mediaURL'], second: Question['mediaURL']) =>
  JSON.stringify(first) === JSON.stringify(second);

/**
 * The question's image or video (SPEC §3: mediaMode and mediaURL). A video is kept only once its link has a
 * video id (SPEC §5); until then the field shows what was typed with an error, and the question keeps
 * no video.
 */
export function QuestionMedia({ question, update, pickImage }: AnswersEditorProps) {
  // Choosing Video shows the link field before the question has a video to store.
  const [videoChosen, setVideoChosen] = useState(false);
  const [draft, setDraft] = useState<LinkDraft | null>(null);
  const linkId = useId();
  const linkMessageId = useId();

  const choice: MediaChoice =
    question.mediaMode === MediaMode.Video || videoChosen
      ? 'video'
      : question.mediaMode === MediaMode.Image
        ? 'image'
        : 'none';
  const storedLink =
    question.mediaMode === MediaMode.Video && typeof question.mediaURL === 'string' ? question.mediaURL : '';
  const link = draft && sameMedia(draft.over, question.mediaURL) ? draft.text : storedLink;
  const linkRefused = link.trim() !== '' && !isAcceptedVideoLink(link);
  const videoId = storedLink ? extractVideoId(storedLink) : null;

  const chooseImage = async () => {
    const path = await pickImage();
    if (!path) return;
    setVideoChosen(false);
    update((current) => setMediaImage(current, path));
  };
  const chooseNone = () => {
    setVideoChosen(false);
    setDraft(null);
    update(setMediaNone);
  };
  const chooseVideo = () => {
    setVideoChosen(true);
    if (question.mediaMode === MediaMode.Image) update(setMediaNone);
  };
  const typeLink = (text: string) => {
    const next = setMediaVideo(question, text);
    setDraft({ over: next.mediaURL, text });
    update((current) => setMediaVideo(current, text));
  };

  return (
    <fieldset className="qe-media">
      <legend className="field-label">Question media</legend>
      <div className="qe-segmented">
        <SegmentButton pressed={choice === 'none'} onClick={chooseNone} icon={<NoMediaIcon />}>
          None
        </SegmentButton>
        <SegmentButton pressed={choice === 'image'} onClick={() => void chooseImage()} icon={<ImageIcon />}>
          Image
        </SegmentButton>
        <SegmentButton pressed={choice === 'video'} onClick={chooseVideo} icon={<VideoIcon />}>
          Video
        </SegmentButton>
      </div>

      {choice === 'image' && Array.isArray(question.mediaURL) && (
        <div className="qe-media-panel">
          <UploadedImage path={question.mediaURL} alt="Question image" className="qe-media-frame" />
          <div className="qe-media-actions">
            <button
              type="button"
              className="button button-secondary button-compact"
              onClick={() => void chooseImage()}
            >
              <ImageIcon />
              Replace image
            </button>
            <button
              type="button"
              className="button button-secondary button-compact button-danger-outline"
              onClick={chooseNone}
            >
              <TrashIcon />
              Remove image
            </button>
          </div>
        </div>
      )}

      {choice === 'video' && (
        <div className="qe-media-panel">
          <div className="field">
            <label className="field-label" htmlFor={linkId}>
              Video link
            </label>
            <input
              id={linkId}
              type="url"
              inputMode="url"
              value={link}
              maxLength={VIDEO_LINK_MAX_LENGTH}
              placeholder="https://www.youtube.com/watch?v=..."
              aria-invalid={linkRefused}
              aria-describedby={linkMessageId}
              onChange={(event) => typeLink(event.target.value)}
            />
            <p id={linkMessageId} className={linkRefused ? 'qe-field-error' : 'qe-field-hint'}>
              {linkRefused ? questionEditorTexts.videoLinkInvalid : questionEditorTexts.videoLinkHint}
            </p>
          </div>
          {videoId ? (
            <VideoPreview videoId={videoId} />
          ) : (
            <div className="qe-media-frame qe-media-empty" aria-hidden="true">
              <VideoIcon />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}

function SegmentButton({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="button" className="qe-segment" aria-pressed={pressed} onClick={onClick}>
      {icon}
      {children}
    </button>
  );
}

/** An uploaded image, with a shimmering placeholder of the same size until its address resolves. */
export function UploadedImage({
  path,
  alt,
  className,
}: {
  path: StoragePath;
  alt: string;
  className: string;
}) {
  const url = useImageUrl(path);
  return (
    <div className={className}>
      {url ? (
        <img src={url} alt={alt} />
      ) : (
        <span className="skeleton qe-image-loading" role="img" aria-label={alt} />
      )}
    </div>
  );
}
