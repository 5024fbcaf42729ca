import type { FocusEvent } from 'react';

/**
 * For a row that scrolls sideways (category pills, tabs): the control a Tab
 * reached scrolls whole into the row, focus ring and all (the browser
 * leaves one that is half in view where it is). On the row's onFocus.
 */
export function scrollFocusedIntoView(event: FocusEvent<HTMLElement>): void {
  event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
