// Starts the app on a prerendered page once the page has painted (scripts/vite-prerender.ts).
// The HTML shows the page on its own, so its scripts need not compete with it for the network:
// they are requested after the first frame, together, then the app hydrates the page.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
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
  // After the next frame is painted (rAF runs before it; the timeout after it).
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
