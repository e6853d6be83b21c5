/**
 * A screen of the game that only says where it is: waiting (with a spinner when `busy`), time's up. Not a
 * live region: the game screen's one Announcer says each change once.
 */
export function PlayMessage({ title, text, busy = false }: { title: string; text?: string; busy?: boolean }) {
  return (
    <div className="play-message">
      {busy && <span className="spinner" aria-hidden="true" />}
      <h1 className="play-message-title">{title}</h1>
      {text && <p className="play-message-text">{text}</p>}
    </div>
  );
}
