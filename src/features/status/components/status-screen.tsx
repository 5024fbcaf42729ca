import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icons';

/** The frame shared by the full-screen status pages (no header, no footer). */
export function StatusScreen({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <main className="status-screen" aria-labelledby="status-title">
      <div className="status-screen__icon">
        <Icon name={icon} size={72} />
      </div>
      <h1 id="status-title" className="status-screen__title">
        {title}
      </h1>
      {children}
    </main>
  );
}
