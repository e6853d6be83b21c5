import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** One sentence under the heading saying what the screen is for. */
  lead: string;
  children?: ReactNode;
}

/** A screen's heading and lead, followed by its content. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <article className="page">
      <div className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </div>
      {children}
    </article>
  );
}
