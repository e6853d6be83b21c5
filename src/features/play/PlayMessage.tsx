/** A screen of the game that only says where it is: waiting, time's up. */
export function PlayMessage({ title, text, busy = false }: { title: string; text?: string; busy?: boolean }) {
  return (
    <div className={busy ? 'play-message play-message-busy' : 'play-message'} role="status">
      <h1 className="play-message-title">{title}</h1>
      {text && <p className="play-message-text">{text}</p>}
    </div>
  );
}
