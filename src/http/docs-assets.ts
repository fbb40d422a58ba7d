import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A file the /docs page loads, served from memory. */
export interface DocsAsset {
  readonly name: string;
  readonly contentType: string;
  readonly body: string | Buffer;
}

// Swagger UI as shipped by @fastify/swagger-ui (its static/ folder: swagger-ui-dist with the
// source-map comments removed, so the browser asks for nothing else). Only the files
// themselves are used: the plugin needs @fastify/swagger to produce a document, and
// this service has its own.
const SWAGGER_UI_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

// Starts Swagger UI on the page's own document. BaseLayout has no "explore" bar, so the
// page loads no other document; validatorUrl null keeps the validator badge (a request to
// validator.swagger.io) off; deepLinking stays off because it rewrites the URL fragment,
// which is an error code here. After the first render the error anchor of the URL, if any,
// is scrolled to again: rendering the operations above it moved it down, which browsers
// without scroll anchoring do not make up for. "Try it out" sends to the page's own origin,
// keeping the path of the document's server: that server is PUBLIC_BASE_URL, which need not
// be the name the page was opened under (localhost or 127.0.0.1, a proxy's name or the
// host's), and the API answers no CORS preflight. The page is served by the service itself,
// so its origin reaches the API, and the CSP allows no other.
const DOCS_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('swagger-ui');
  function toThisOrigin(request) {
    var url = new URL(request.url, window.location.href);
    request.url = window.location.origin + url.pathname + url.search;
    return request;
  }
  function showErrorAnchor() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id === '' ? null : document.getElementById(id);
    if (target !== null && target.closest('#errors') !== null) target.scrollIntoView();
  }
  window.SwaggerUIBundle({
    domNode: root,
    url: root.getAttribute('data-spec'),
    layout: 'BaseLayout',
    deepLinking: false,
    validatorUrl: null,
    displayOperationId: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 1,
    requestInterceptor: toThisOrigin,
    onComplete: showErrorAnchor
  });
})();
`;

const DOCS_STYLE = `body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; }
.docs-header { padding: 16px 20px; border-bottom: 1px solid #d8dde6; background: #f6f8fb; }
.docs-header h1 { margin: 0 0 6px; font-size: 1.5rem; }
.docs-header .version { font-size: 0.9rem; font-weight: normal; color: #52606d; }
.docs-header nav a { margin-right: 16px; color: #1849a9; }
.docs-noscript { max-width: 1460px; margin: 20px auto; padding: 0 20px; }
.error-catalogue { max-width: 1460px; margin: 0 auto 60px; padding: 0 20px; box-sizing: border-box; }
.error-catalogue h2 { font-size: 1.4rem; border-bottom: 1px solid #d8dde6; padding-bottom: 6px; }
.error { border: 1px solid #d8dde6; border-radius: 4px; padding: 4px 16px; margin: 12px 0; scroll-margin-top: 12px; }
.error:target { border-color: #1849a9; box-shadow: 0 0 0 3px #c6d7f5; }
.error h3 { font-size: 1.05rem; margin: 10px 0 6px; }
.error h3 .anchor { color: inherit; text-decoration: none; }
.error .status { display: inline-block; margin: 0 6px; padding: 1px 6px; border-radius: 3px; background: #fbe9e7; color: #8a1c0c; font-size: 0.85rem; font-weight: normal; }
.error code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.92em; }
.error pre { background: #1f2933; color: #f5f7fa; padding: 10px; border-radius: 4px; overflow-x: auto; }
`;

/** The files the /docs page loads, keyed by name under /docs/. */
export function loadDocsAssets(): readonly DocsAsset[] {
  const swaggerUi = (name: string, contentType: string): DocsAsset => ({
    name,
    contentType,
    body: readFileSync(join(SWAGGER_UI_DIR, name)),
  });
  return [
    swaggerUi('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
    swaggerUi('swagger-ui.css', 'text/css; charset=utf-8'),
    { name: 'docs.js', contentType: 'text/javascript; charset=utf-8', body: DOCS_SCRIPT },
    { name: 'docs.css', contentType: 'text/css; charset=utf-8', body: DOCS_STYLE },
  ];
}
