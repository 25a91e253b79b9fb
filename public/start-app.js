// Starts the app on a prerendered page once the page has loaded and painted
// (scripts/vite-prerender.ts). The HTML shows the page on its own, so its scripts need not
// compete with it for the network or the main thread: they are requested after that, together,
// then the app hydrates the page.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
  function afterNextFrame() {
    // rAF runs before the frame is painted; the timeout, after it.
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function afterFirstPaint() {
    if (!window.PerformanceObserver || !PerformanceObserver.supportedEntryTypes || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return afterNextFrame();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
  // Whatever happens to the paint timing, a visible page starts within a few seconds.
  setTimeout(function () { if (document.visibilityState === 'visible') start(); }, 3000);
})();
