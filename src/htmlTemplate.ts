/**
 * The HTML template of every built page: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js), with
 * one change. The theme's scripts are fetched at once (preload) but run only after the first paint:
 * a deferred script that is already downloaded runs before the browser paints, so the reader
 * waited for React to evaluate (about 0.5 s on a mid-range phone) before seeing a page whose HTML
 * was complete. The page is static-rendered; the scripts make it interactive.
 *
 * The loader is the same on every page (it reads the preload links), so the Content-Security-Policy
 * allows it by one hash. A hidden page is not painted: there it starts the scripts at once.
 *
 * The preloads are `fetchpriority="low"`: the first paint does not need the scripts, so the
 * stylesheet and the fonts, which it does need, go first (at the preload's default, High, the 120
 * KiB of main.js shared the link with them; on a throttled phone /intro's first paint came about 40
 * ms sooner without, and main.js no later). Lighthouse's simulation also counted a High script
 * that had arrived before the first paint as blocking it whenever the script's own first task was
 * under its 10 ms cut-off (staged-start keeps it about that short): /intro's simulated first paint
 * read 1.0 s or 1.7 s from run to run.
 */
const startAfterFirstPaint = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-app-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.getAttribute('href');
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  var paintTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paintTypes && paintTypes.indexOf('paint') >= 0) {
    // Once the browser reports the first contentful paint, it is on screen.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
  } else {
    // The first frame draws the parsed page; the second begins once it is on screen.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  // Should no paint come (a browser that does not render), the page still becomes interactive.
  setTimeout(start, 3000);
})();`;

export const htmlTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" data-app-script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startAfterFirstPaint}</script>
  </body>
</html>
`;
