import { useTranslation } from 'react-i18next';
import type { LiveModel } from '../../contract/live-models';
import './live-streams.css';

/**
 * The live category's streams row (games document §7, the live model list):
 * each live table as a stream with its state (live now, ready, or under
 * maintenance); a tap opens the table through the caller's launch. The row
 * is extra to the vendor tiles: while the list loads, fails or is empty
 * (`models` undefined or []) it takes no place, and the tiles still lead to
 * every table.
 */
export function LiveStreams({ models, onOpen, pending }: { models: readonly LiveModel[] | undefined; onOpen: (model: LiveModel) => void; pending?: string | null }) {
  const { t } = useTranslation();
  const list = models ?? [];
  if (list.length === 0) return null;
  const stateOf = (m: LiveModel) => (!m.active ? t('games.maintenance') : m.streaming ? t('games.stream_live') : t('games.stream_ready'));
  return (
    <section className="live-streams" aria-labelledby="live-streams-title">
      <h3 id="live-streams-title" className="live-streams__title">{t('games.live_streams')}</h3>
      <ul className="live-streams__list">
        {list.map((m) => (
          <li key={m.nodeId}>
            <button
              type="button"
              className="live-stream"
              data-streaming={m.streaming || undefined}
              data-active={m.active || undefined}
              aria-busy={pending === m.nodeId || undefined}
              onClick={() => onOpen(m)}
            >
              <img className="live-stream__art" src={m.iconUrl} alt="" width={96} height={96} loading="lazy" decoding="async" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
              {/* read as "name vendor state": the state sits over the art by its style, not by its place */}
              <span className="live-stream__name">{m.name}</span>{' '}
              <span className="live-stream__vendor">{m.vendorName}</span>{' '}
              <span className="live-stream__state">{stateOf(m)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
