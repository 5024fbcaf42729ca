/*
 * Loader of a page whose first screen the server rendered (/m/home, see
 * docs/decisions/0028-server-rendered-first-screen.md): the page is already
 * readable, so its banner image gets the network to itself, and the app
 * (which hydrates that screen) is fetched once the banner has painted, or
 * after 3 s at the latest. The service worker's shell does not use it.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry || entry.charAt(0) !== '/') return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  // after the frame that paints the banner, in a task of its own
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var banner = document.querySelector('#root .banner__image');
  if (!banner || banner.complete) return afterPaint();
  banner.addEventListener('load', afterPaint, { once: true });
  banner.addEventListener('error', start, { once: true });
  setTimeout(start, 3000);
})();
