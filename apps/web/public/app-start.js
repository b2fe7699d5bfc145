// Starts the app of a page that arrived already drawn (a public screen, see build/prerender.mjs):
// its scripts are requested only once the browser has painted the page, so that on a phone the
// first paint does not share the network with them. The script and the files it preloads are
// listed on this tag by the build.
(function () {
  var tag = document.currentScript;
  // Until the app runs, the browser would submit a drawn form itself: a GET that reloads the page
  // with the fields, password included, in the address. The app handles every form itself, so
  // the browser never submits one. A drawn form sent before the app has taken it over does not
  // reach the app either (it could not know what was typed yet): it is kept, and the form sends
  // it again once it has adopted what was typed (src/shared/lib/early-input.ts).
  var drawnForms = new Set(document.querySelectorAll('#root form'));
  window.portalDrawnForms = drawnForms;
  document.addEventListener(
    'submit',
    function (event) {
      event.preventDefault();
      if (!drawnForms.has(event.target)) return;
      event.stopImmediatePropagation();
      window.portalEarlySubmit = event.target;
    },
    true,
  );
  // A button pressed before the app runs does nothing (the language switch, the menu, the
  // password's eye): the last one is kept, and pressed again once the app has started.
  document.addEventListener(
    'click',
    function (event) {
      if (window.portalStarted || !event.target.closest) return;
      var button = event.target.closest('#root button');
      if (button && button.type !== 'submit') window.portalEarlyClick = button;
    },
    true,
  );
  // Each preload asks the browser for a file on the spot: a screen's few dozen files are asked
  // for four per task (each costs a slow phone about 8 ms), so that no task holds the main thread
  // while the page is on screen.
  function start() {
    var files = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    function next() {
      files.splice(0, 4).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (files.length > 0) {
        setTimeout(next, 0);
        return;
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = tag.getAttribute('data-entry');
      document.head.appendChild(script);
    }
    next();
  }
  // Once the page has painted its content. A hidden tab paints nothing, so there it starts at
  // once; a browser that does not report paints starts two frames later, and none waits more than
  // three seconds.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  if (document.visibilityState === 'hidden') {
    startOnce();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      requestAnimationFrame(startOnce);
    });
  }
  setTimeout(startOnce, 3000);
})();
