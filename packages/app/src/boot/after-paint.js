// Starts the app's JavaScript once the page the server sent is on screen with its main picture.
// On slow mobile data over HTTP/1.1 every download shares the line equally, whatever its
// priority: scripts that start with the page slow its text and picture down. The entry and the
// modules it needs come from this element's data-entry and data-preload attributes, written by
// the build (vite.config.ts). A page without server HTML (the dashboard) starts at once.
(function () {
  // Until the app has taken the page over (it then sets <html data-app-ready>), a form drawn by
  // the server must not submit itself the browser's way: the page would reload and lose what was
  // typed, with it in the address.
  document.addEventListener(
    'submit',
    function (event) {
      if (!document.documentElement.hasAttribute('data-app-ready')) event.preventDefault();
    },
    true,
  );

  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  var root = document.getElementById('root');
  if (!root || !root.hasChildNodes()) {
    start();
    return;
  }
  // After the next paint: a task queued from an animation frame runs once that frame is drawn.
  var afterPaint = new Promise(function (resolve) {
    requestAnimationFrame(function () {
      setTimeout(resolve, 0);
    });
  });
  // The picture the page is built around (the hero, a course's banner), if it has one.
  var picture = document.querySelector('#root img[fetchpriority="high"]');
  var pictureShown =
    picture && !picture.complete
      ? new Promise(function (resolve) {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        })
      : Promise.resolve();
  Promise.all([afterPaint, pictureShown]).then(start);
  // Never later than this, whatever the picture does on a stalled connection.
  setTimeout(start, 2500);
})();
