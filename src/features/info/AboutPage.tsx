import { Link } from 'react-router-dom';
import { Page } from '@/common/components/Page';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/common/contact';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, PRODUCT_NAME, UPLOAD_MAX_BYTES } from '@/domain';

const uploadMaxMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

export function AboutPage() {
  useDocumentTitle(documentTitle('About'));

  return (
    <Page
      title={`About ${PRODUCT_NAME}`}
      lead={`${PRODUCT_NAME} is a free live-quiz platform: build a quiz, show it on the big screen and let everyone play from their own phone.`}
    >
      <div className="prose">
        <section>
          <h2>Build</h2>
          <p>
            The editor takes multiple-choice questions with up to 12 answers, true or false, multi-select,
            ordering and open-ended questions. Add images (up to {uploadMaxMegabytes} MB each) or videos, use
            images as answers, and set your own points and time limits. You can try the editor without an
            account; a free account lets you save.
          </p>
        </section>
        <section>
          <h2>Host</h2>
          <p>
            Open a quiz and press Host. The big screen shows a room code, then runs each question with a
            countdown, the answers and a leaderboard between rounds.
          </p>
        </section>
        <section>
          <h2>Play</h2>
          <p>
            Players go to{' '}
            <Link to={pageUrls.join} reloadDocument>
              the join page
            </Link>
            , type the room code and a username, and answer on their phone. Players do not need an account.
          </p>
        </section>
        <section>
          <h2>Free, without limits</h2>
          <p>
            {PRODUCT_NAME} costs nothing to use, with no cap on players, quizzes or uploads. Find quizzes
            others have shared in <Link to={pageUrls.explore()}>Explore</Link>.
          </p>
        </section>
        <section>
          <h2>Contact</h2>
          <p>
            Questions, ideas or a problem to report? Write to <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
