// Docusaurus' SSR page template (core/lib/ssg/ssgTemplate.html.js) with one change: the app's
// scripts are requested only after the browser has painted the server-rendered page once. With
// plain `defer` a cached or fast main bundle runs before the first paint, so the text a reader
// came for waits for ~700 KB of JavaScript to evaluate.
// A timeout backs up requestAnimationFrame, which does not fire in background tabs.
const SCRIPT_LOADER = `(function () {
  var scripts = [<% it.scripts.forEach((script) => { %>"<%= it.baseUrl %><%= script %>",<% }); %>];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 250);
})();`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
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
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}</script>
  </body>
</html>
`;
