import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, PRODUCT_NAME } from '@/domain';
import { ExploreIcon, NewQuizIcon, SettingsIcon } from './HomeIcons';
import './home.css';

interface HomeCard {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

/** The cards a signed-out visitor sees; signing in will swap "New quiz" for "Your quizzes". */
const signedOutCards: HomeCard[] = [
  {
    title: 'New quiz',
    text: 'Start writing questions right away. Sign up for free when you want to save.',
    to: '/editor',
    icon: <NewQuizIcon />,
  },
  {
    title: 'Explore',
    text: 'Find quizzes other people have shared and host one in a minute.',
    to: '/search?q=',
    icon: <ExploreIcon />,
  },
  {
    title: 'Settings',
    text: 'Your account, your username and the look of the app.',
    to: '/settings',
    icon: <SettingsIcon />,
  },
];

/** The landing screen: what Loqi is, a way into a live game, and the main places to go. */
export function HomePage() {
  useDocumentTitle(documentTitle());

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
          <Link className="button button-primary" to="/join">
            Join a live game
          </Link>
          <Link className="button button-secondary" to="/about">
            About {PRODUCT_NAME}
          </Link>
        </div>
      </section>

      <section aria-label="Get started">
        <ul className="card-grid home-cards">
          {signedOutCards.map((card) => (
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
