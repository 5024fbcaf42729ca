/**
 * Where the toasts' live region (ui/toaster) lives: inside the top open modal
 * dialog, else in its own box. A modal leaves the rest of the page out of the
 * accessibility tree, the toaster's top-layer popover included although it is
 * drawn above, so a toast over a dialog was seen and never heard. Dialogs
 * (ui/use-modal-dialog) say when they open and close; the toaster says when
 * it mounts, which is after the first paint: a dialog that opened before it
 * (a toast raised before the toaster was there) gets the region then.
 */

/** Open modal dialogs, the last one on top. */
const openModals: HTMLDialogElement[] = [];

/** Moves the region where it belongs now. A move closes its popover: one with toasts is shown again, above the dialog. */
export function placeToastRegion(): void {
  const region = document.querySelector<HTMLElement>('.toaster');
  if (!region) return; // not mounted yet: it places itself when it is
  const into = openModals.findLast((dialog) => dialog.isConnected) ?? document.querySelector('.toasts');
  if (!into || region.parentNode === into) return;
  into.append(region);
  if (region.firstChild) region.showPopover?.();
}

export function modalOpened(dialog: HTMLDialogElement): void {
  openModals.push(dialog);
  placeToastRegion();
}

export function modalClosed(dialog: HTMLDialogElement): void {
  const at = openModals.lastIndexOf(dialog);
  if (at >= 0) openModals.splice(at, 1);
  placeToastRegion();
}
