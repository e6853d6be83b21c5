import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';

/** The signed-in user's account, nameplate and options. */
export function SettingsPage() {
  useDocumentTitle(documentTitle(screenTexts.settingsTitle));

  return (
    <IntroScreen
      title={screenTexts.settingsTitle}
      lead="Change your username or password, and choose your colour theme and the starting point for new quizzes and questions."
      actions={
        <Link className="button button-secondary" to="/">
          Back to home
        </Link>
      }
    />
  );
}
