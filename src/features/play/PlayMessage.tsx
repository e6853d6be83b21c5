/** A screen of the game that only says where it is: waiting, time's up. */
export function PlayMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="play-message" role="status">
      <h1 className="play-message-title">{title}</h1>
      {text && <p className="play-message-text">{text}</p>}
    </div>
  );
}
