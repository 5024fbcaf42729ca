/*
 * Loader of a page whose first screen the server rendered (/m/home, see
 * docs/decisions/0028-server-rendered-first-screen.md): the page is already
 * readable, so its banner image gets the network to itself, and the app
 * (which hydrates that screen) is fetched once the banner has painted, or
 * after 3 s at the latest. The server puts this file's text inline, last in
 * the page's body (docs/decisions/0120), so it is no request of its own
 * before that paint; it runs as a deferred script would, after the markup.
 * The service worker's shell does not use it.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry || entry.charAt(0) !== '/') return;
  var started = false;
  // A button tapped before the app is there would do nothing: hold the tap,
  // fetch the app at once, and tap the same button again once it has
  // hydrated (APP_READY_EVENT in src/config/constants.ts). Links keep their
  // native navigation.
  var held = null;
  // Hydration keeps the node; a client render (a member, another language)
  // replaced it: the button with the same label or text, if the new screen has one.
  function sameButton(target) {
    if (target.isConnected) return target;
    var label = target.getAttribute('aria-label');
    var text = target.textContent;
    var buttons = document.querySelectorAll('#root button, #root [role="button"]');
    for (var i = 0; i < buttons.length; i++) {
      var candidate = buttons[i];
      if (label ? candidate.getAttribute('aria-label') === label : candidate.textContent === text) return candidate;
    }
    return null;
  }
  function hold(event) {
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    start();
  }
  document.addEventListener('click', hold, true);
  window.addEventListener(
    'wps:app-ready',
    function () {
      document.removeEventListener('click', hold, true);
      var target = held;
      held = null;
      var again = target && sameButton(target);
      if (again) again.click();
    },
    { once: true },
  );
  // The app could not be fetched (the network dropped before it came, on a
  // first visit with no service worker yet): the page stays readable, and
  // says so with a retry, in the page's language (the same words as the
  // app's status.load_failed_title and common.retry; src/app/first-screen-texts.test.ts keeps them so).
  var TEXTS = {
    vi: { failed: 'Không thể kết nối', retry: 'Thử lại' },
    en: { failed: 'Cannot connect', retry: 'Retry' },
  };
  function failed() {
    document.removeEventListener('click', hold, true);
    held = null;
    if (document.getElementById('first-screen-failed')) return;
    var texts = TEXTS[document.documentElement.lang] || TEXTS.vi;
    var notice = document.createElement('div');
    notice.id = 'first-screen-failed';
    notice.className = 'offline-banner';
    notice.setAttribute('role', 'alert');
    // at the bottom (the class's sticky top would stretch a fixed box over the page)
    notice.style.position = 'fixed';
    notice.style.top = 'auto';
    notice.style.left = '0';
    notice.style.right = '0';
    notice.style.bottom = '0';
    notice.style.zIndex = '30';
    // above the home indicator of an iOS web clip (src/styles/base.css --safe-bottom)
    notice.style.paddingBottom = 'calc(0.12rem + var(--safe-bottom, 0px))';
    var text = document.createElement('span');
    text.textContent = texts.failed;
    var retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button button--small';
    retry.textContent = texts.retry;
    // still offline: a reload would only show the browser's own error page;
    // the page tries again by itself when the network returns
    retry.addEventListener('click', function () {
      if (navigator.onLine !== false) location.reload();
    });
    window.addEventListener('online', function () {
      location.reload();
    }, { once: true });
    notice.appendChild(text);
    notice.appendChild(retry);
    document.body.appendChild(notice);
  }
  // the chunks the entry imports, asked for with it rather than after it (one round trip less)
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  // The page carries only its first screen's rules inline (docs/decisions/0119):
  // the app's whole stylesheet, linked after them (the same rules again, in
  // the same order, so nothing on the screen changes), and waited for before
  // the app starts, so that what it renders is styled. Fetched beside the
  // chunks; a sheet that fails to come does not stop the app.
  function wholeStylesheet() {
    var href = me.getAttribute('data-style');
    if (!href || href.charAt(0) !== '/') return Promise.resolve();
    return new Promise(function (resolve) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
      document.head.appendChild(link);
    });
  }
  function start() {
    if (started) return;
    started = true;
    var styled = wholeStylesheet();
    for (var i = 0; i < preloads.length; i++) {
      if (preloads[i].charAt(0) !== '/') continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    // The chunks the entry imports (React and its renderer) are evaluated
    // first, each in a task of its own, then the app: on a slow phone, two
    // shorter tasks instead of one long one.
    var loaded = styled;
    preloads.forEach(function (href) {
      if (href.charAt(0) !== '/') return;
      loaded = loaded.then(function () {
        return import(href);
      }).then(nextTask);
    });
    loaded
      .then(function () {
        return import(entry);
      })
      .catch(failed);
  }
  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }
  // after the frame that paints the banner, in a task of its own
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Once the banner is on the screen. Where the browser says when (its
  // largest-contentful-paint entry for the image comes once the frame that
  // shows it has been presented, which can be well after that frame's
  // requestAnimationFrame), that; elsewhere, after the next frame. Should no
  // entry name the banner (a larger paint came first), not long after.
  function whenShown(image) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) return afterPaint();
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].element !== image) continue;
        observer.disconnect();
        setTimeout(start, 0);
        return;
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(function () {
      observer.disconnect();
      start();
    }, 500);
  }
  var banner = document.querySelector('#root .banner__image');
  if (!banner) return afterPaint();
  setTimeout(start, 3000);
  if (banner.complete) return whenShown(banner);
  banner.addEventListener('load', function () {
    whenShown(banner);
  }, { once: true });
  banner.addEventListener('error', start, { once: true });
})();
