import { Page } from '@/common/components/Page';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/common/contact';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, PRODUCT_NAME, REJOIN_VALIDITY_MS } from '@/domain';

const rejoinHours = REJOIN_VALIDITY_MS / (60 * 60 * 1000);

export function PrivacyPage() {
  useDocumentTitle(documentTitle('Privacy Policy'));

  return (
    <Page
      title="Privacy Policy"
      lead={`${PRODUCT_NAME} keeps as little about you as it can: players stay anonymous, and account holders share only what running their account needs.`}
    >
      <div className="prose">
        <section>
          <h2>Players</h2>
          <p>
            Joining a game takes only a room code and a username you make up. While the game runs, we keep
            that username with your answers and score so the host can show the leaderboard. We do not ask
            players for an email address, a real name or an account.
          </p>
        </section>
        <section>
          <h2>Account holders</h2>
          <p>When you sign up, we keep:</p>
          <ul>
            <li>your email address and a password, handled by our sign-in provider;</li>
            <li>your username and your settings, such as theme and templates;</li>
            <li>the quizzes you save and the images you upload for them.</li>
          </ul>
        </section>
        <section>
          <h2>Where your data is kept</h2>
          <p>
            {PRODUCT_NAME} runs on Google Firebase: Firebase Authentication for sign-in, the Realtime Database
            for accounts, quizzes and live games, and Cloud Storage for uploaded images. Your browser also
            keeps a copy of your account details while you are signed in, and the last game you joined so you
            can rejoin it within {rejoinHours} hours.
          </p>
        </section>
        <section>
          <h2>What we do with it</h2>
          <p>
            We use your data only to run {PRODUCT_NAME}: to sign you in, to save and show your quizzes and to
            run live games. We do not sell it or use it for advertising.
          </p>
        </section>
        <section>
          <h2>Your choices</h2>
          <p>
            You can change your username and delete your quizzes at any time. To have your account and
            everything in it deleted, or to ask what we hold about you, write to{' '}
            <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
