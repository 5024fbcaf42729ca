import { useLayoutEffect, useRef } from 'react';
import { useToasts } from './toast-store';
import { placeToastRegion } from './toast-region';

/**
 * Renders the live toasts; screen readers hear them through the live region.
 * The region is a manual popover, shown again with each new toast: in the
 * browser's top layer above a modal dialog opened since (a toast under the
 * login dialog, say, was hidden by it). Without the popover API it stays
 * an ordinary fixed box. While a modal dialog is open the region lives inside
 * it, so screen readers hear it there too (ui/toast-region), also when the
 * dialog opened before the toaster mounted (after the first paint).
 */
export function Toaster() {
  const toasts = useToasts();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(placeToastRegion, []);
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region || typeof region.showPopover !== 'function' || (toasts.length === 0 && region.matches(':popover-open'))) return;
    if (region.matches(':popover-open')) region.hidePopover();
    region.showPopover();
  }, [toasts]);
  // The region's own box, which React places and removes: an open modal
  // dialog carries the region inside itself (ui/use-modal-dialog), so React
  // must never need the region itself as a neighbour of the app's screens.
  return (
    <div className="toasts">
      <div ref={ref} className="toaster" popover="manual" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`}>
            {t.kind === 'loading' && <span className="spinner spinner--small" aria-hidden="true" />}
            <span>{t.text}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
