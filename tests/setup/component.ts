import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../../src/i18n/setup';
import { hideAllToasts } from '../../src/ui/toast-store';

await initI18n('vi');

// jsdom has <dialog> and its `open` attribute but not showModal() or close()
// (ui/use-modal-dialog). Enough of them for the components: open, close with
// the `close` event the browser fires. Focus trapping and inertness are
// checked in the Playwright journeys, in a real browser.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Files share a process and its modules (vitest.config.ts): what one test
// leaves in a module-level store must not reach the next test or file.
afterEach(() => {
  cleanup();
  hideAllToasts();
  localStorage.clear();
  sessionStorage.clear();
});
