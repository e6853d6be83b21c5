import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AccountIcon, EditIcon, ExploreIcon, YourQuizzesIcon } from '@/common/components/Icons';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, PRODUCT_NAME, screenTexts } from '@/domain';
import { useAuthStatus } from '@/features/auth';
import './home.css';

/** The cards' icons are larger than a button's. */
const HOME_ICON_SIZE = 26;

interface HomeCard {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

const newQuizCard: HomeCard = {
  title: 'New quiz',
  text: 'Start writing questions right away. Sign up for free when you want to save.',
  to: pageUrls.newQuiz,
  icon: <EditIcon size={HOME_ICON_SIZE} />,
};

const yourQuizzesCard: HomeCard = {
  title: screenTexts.yourQuizzes,
  text: 'Everything you have written: host it, edit it, share it, or start a new one.',
  to: pageUrls.myQuizzes,
  icon: <YourQuizzesIcon size={HOME_ICON_SIZE} />,
};

/** The cards after the first, the same for everyone (SPEC §2). */
const commonCards: HomeCard[] = [
  {
    title: 'Explore',
    text: 'Find quizzes other people have shared and host one in a minute.',
    to: pageUrls.explore(),
    icon: <ExploreIcon size={HOME_ICON_SIZE} />,
  },
  {
    title: 'Settings',
    text: 'Your account, your username and the look of the app.',
    to: pageUrls.settings,
    icon: <AccountIcon size={HOME_ICON_SIZE} />,
  },
];

/** The landing screen: what Loqi is, a way into a live game, and the main places to go. */
export function HomePage() {
  useDocumentTitle(documentTitle());
  const signedIn = useAuthStatus() === 'signedIn';
  const cards = [signedIn ? yourQuizzesCard : newQuizCard, ...commonCards];

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-heading">
        <h1 id="home-heading">
          Live quizzes for the whole room, <span className="home-hero-highlight">free</span>.
        </h1>
        <p className="page-lead">
          Build a quiz, put it on the big screen and let everyone play from their phone with a room code. No
          limits on players, quizzes or uploads.
        </p>
        <div className="button-row">
          {/* The player's page is a document of its own (join.html), without this router. */}
          <Link className="button button-primary" to={pageUrls.join} reloadDocument>
            Join a live game
          </Link>
          <Link className="button button-secondary" to={pageUrls.about}>
            About {PRODUCT_NAME}
          </Link>
        </div>
      </section>

      <section aria-label="Get started">
        <ul className="card-grid home-cards">
          {cards.map((card) => (
            <li key={card.title}>
              <Link className="card home-card" to={card.to}>
                <span className="card-icon">{card.icon}</span>
                <h2 className="card-title">{card.title}</h2>
                <p className="card-text">{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
