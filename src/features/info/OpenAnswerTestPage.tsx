import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';

/** A practice copy of the player's open-ended answer screen, outside any live game. */
export function OpenAnswerTestPage() {
  useDocumentTitle(documentTitle('Open-ended answer test'));

  return (
    <IntroScreen
      title="Open-ended answer test"
      lead="Try the screen players use to type their answer to an open-ended question, without starting a game."
      actions={
        <Link className="button button-secondary" to={pageUrls.home}>
          Back to home
        </Link>
      }
    />
  );
}
