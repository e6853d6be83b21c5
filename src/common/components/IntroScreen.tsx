import type { ReactNode } from 'react';
import { LoqiMark } from './LoqiMark';

interface IntroScreenProps {
  title: string;
  /** One sentence saying what the screen is for. */
  lead: string;
  /** Links onward, so the screen is never a dead end. */
  actions: ReactNode;
}

/** A screen introduced by a centred panel: its name, its purpose and where to go next. */
export function IntroScreen({ title, lead, actions }: IntroScreenProps) {
  return (
    <section className="intro-screen">
      <div className="intro-panel">
        <LoqiMark size={56} />
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
        <div className="button-row">{actions}</div>
      </div>
    </section>
  );
}
