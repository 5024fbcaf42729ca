import type { ReactNode } from 'react';

/** The frame shared by the full-screen status pages (no header, no footer). */
export function StatusScreen({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <main className="status-screen" aria-labelledby="status-title">
      <div className="status-screen__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 id="status-title" className="status-screen__title">
        {title}
      </h1>
      {children}
    </main>
  );
}
