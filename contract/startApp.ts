/**
 * Where a prerendered page names the scripts that start the app: a `<meta name=…>` in its <head>,
 * with the entry in `content` and the chunks it starts with in `data-preload`
 * (scripts/vite-prerender.ts writes it).
 */
export const APP_ENTRY_META = 'acme-app-entry';

/**
 * The prerendered page's inline script that starts the app once the page has loaded and painted.
 * The HTML shows the page on its own, so its scripts need not compete with it for the network or
 * the main thread: they are requested after that, together, then the app hydrates the page.
 *
 * Inline rather than a file of its own: a request that starts before the first paint holds the
 * largest paint back in Lighthouse's simulation (it counts every such request), and this one
 * made the LCP about 350 ms later than the FCP. Its text is the same for every build, so the
 * server allows it by its hash like the other head scripts (contract/prerender.ts).
 */
export const START_APP_SCRIPT = `(function(d){var started=0;
function start(){if(started)return;started=1;var meta=d.querySelector('meta[name="${APP_ENTRY_META}"]');if(!meta)return;
(meta.getAttribute('data-preload')||'').split(' ').filter(Boolean).forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});
var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=meta.content;d.head.appendChild(s)}
function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}
function afterFirstPaint(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return afterNextFrame();
var o=new P(function(list){if(!list.getEntriesByName('first-contentful-paint').length)return;o.disconnect();afterNextFrame()});o.observe({type:'paint',buffered:true})}
if(d.readyState==='complete')afterFirstPaint();else window.addEventListener('load',afterFirstPaint,{once:true});
setTimeout(function(){if(d.visibilityState==='visible')start()},3000)})(document)`;
