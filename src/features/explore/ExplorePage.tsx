import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QuizCover } from '@/common/components/QuizCover';
import { fullDateTime, relativeTime } from '@/common/relativeTime';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { useNow } from '@/common/useNow';
import {
  documentTitle,
  playCount,
  screenTexts,
  SEARCH_DEFAULT_RANGE,
  type SearchResultItem,
  type SearchSort,
} from '@/domain';
import { searchQuizzes } from './exploreGateway';
import './explore.css';

const SORT_LABELS: Record<SearchSort, string> = { recent: 'Recent', plays: 'Most played' };
/** ?sort= is written only for a choice other than the default, so that Explore's address stays /search?q=. */
const DEFAULT_SORT: SearchSort = 'recent';
/** Placeholder cards while results load: one row at the widest grid, so the page does not jump. */
const SKELETON_CARDS = 4;

type Results = { state: 'loading' } | { state: 'failed' } | { state: 'done'; items: SearchResultItem[] };

/**
 * The results of a search. Each request belongs to the search that made it: when the search changes
 * before an answer arrives, that answer is dropped, so a slow answer to an older search never replaces
 * the results of the newer one.
 */
function useSearchResults(search: string, sort: SearchSort, attempt: number): Results {
  const key = `${attempt}|${sort}|${search}`;
  const [answered, setAnswered] = useState<{ key: string; results: Results } | null>(null);

  useEffect(() => {
    let current = true;
    searchQuizzes({ search, sort, range: { ...SEARCH_DEFAULT_RANGE } }).then(
      (items) => current && setAnswered({ key, results: { state: 'done', items } }),
      (error: unknown) => {
        console.error(error);
        if (current) setAnswered({ key, results: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, search, sort]);

  return answered?.key === key ? answered.results : { state: 'loading' };
}

/** Search over the public quizzes, by title and description (SPEC §2, Search / Explore). */
export function ExplorePage() {
  useDocumentTitle(documentTitle(screenTexts.exploreTitle));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort: SearchSort = params.get('sort') === 'plays' ? 'plays' : DEFAULT_SORT;
  const [attempt, setAttempt] = useState(0);
  const results = useSearchResults(search, sort, attempt);

  // The box shows what was searched whenever ?q changes (a search, back or forward); typing changes only the box.
  const [typed, setTyped] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setTyped(search);
  }

  const address = (nextSearch: string, nextSort: SearchSort) => {
    const next = new URLSearchParams({ q: nextSearch });
    if (nextSort !== DEFAULT_SORT) next.set('sort', nextSort);
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextSearch = typed.trim();
    if (nextSearch === search) setAttempt(attempt + 1);
    else setParams(address(nextSearch, sort));
  };

  return (
    <article className="page explore-page">
      <div className="page-header">
        <h1>{screenTexts.exploreTitle}</h1>
        <p className="page-lead">Find a quiz for your next class among the ones people have shared.</p>
      </div>
      <div className="explore-controls">
        <form className="explore-search" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="explore-search-input">
            Search quizzes
          </label>
          <input
            id="explore-search-input"
            type="search"
            enterKeyHint="search"
            placeholder="Search by title or description"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </form>
        <SortChoice
          sort={sort}
          // At once rather than in a transition: a controlled radio would show the old choice meanwhile.
          onChange={(next) => setParams(address(search, next), { replace: true, flushSync: true })}
        />
      </div>
      <SearchResults results={results} onRetry={() => setAttempt(attempt + 1)} />
    </article>
  );
}

function SortChoice({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Sort by</legend>
      {(Object.keys(SORT_LABELS) as SearchSort[]).map((option) => (
        <label key={option} className="segmented-option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={sort === option}
            onChange={() => onChange(option)}
          />
          <span>{SORT_LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SearchResults({ results, onRetry }: { results: Results; onRetry: () => void }) {
  if (results.state === 'loading') {
    return (
      <div className="explore-results">
        <p className="explore-status" role="status">
          {screenTexts.searchLoading}
        </p>
        <ul className="card-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="card explore-card explore-card-skeleton">
              <div className="quiz-cover skeleton" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line skeleton-line-short" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (results.state === 'failed') {
    return (
      <div className="explore-results empty-note" role="alert">
        <p>The search did not go through. Check your connection and try again.</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (results.items.length === 0) {
    return (
      <div className="explore-results empty-note">
        <p role="status">{screenTexts.searchEmpty}</p>
      </div>
    );
  }
  return <ResultList items={results.items} />;
}

function ResultList({ items }: { items: SearchResultItem[] }) {
  const now = useNow();
  return (
    <ul className="card-grid explore-results" aria-label="Results">
      {items.map((item) => (
        <li key={item.id}>
          <Link className="card explore-card" to={pageUrls.quizViewer(item.id)}>
            <QuizCover title={item.title} />
            <h2 className="explore-card-title clamp-2">{item.title}</h2>
            {item.description && <p className="explore-card-description clamp-2">{item.description}</p>}
            <p className="explore-card-meta">
              <span>{playCount(item.plays)}</span>
              <time
                dateTime={new Date(item.lastModified).toISOString()}
                title={fullDateTime(item.lastModified)}
              >
                {relativeTime(item.lastModified, now)}
              </time>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
