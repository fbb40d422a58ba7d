import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type ContentCoding, createStaticBody } from './compression.js';

/** A content coding the /docs files are served in besides identity. */
export type DocsEncoding = ContentCoding;

/** A file the /docs page loads, served from memory. */
export interface DocsAsset {
  readonly name: string;
  readonly contentType: string;
  readonly body: Buffer;
  /** A strong validator of `body` (a quoted content hash); each encoding appends its name. */
  readonly etag: string;
  /** The body in `encoding`, compressed off the event loop on first use and kept. */
  compressed(encoding: DocsEncoding): Promise<Buffer>;
}

// Brotli quality 9: swagger-ui-bundle.js (1.68 MB) becomes about 390 kB in about 0.4 s of one
// thread-pool thread, once per process; quality 11 saves 9% more for ten times the CPU.
const BROTLI_QUALITY = 9;

// Compressed lazily: a process that never serves /docs spends nothing on it, and the files
// come from node_modules, where the build does not touch them.
function docsAsset(name: string, contentType: string, content: string | Buffer): DocsAsset {
  const { identity: body, compressed } = createStaticBody(content, { brotliQuality: BROTLI_QUALITY });
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { name, contentType, body, etag: `"${hash}"`, compressed };
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
    var id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch (error) {
      // A fragment that is not valid percent-encoding (/docs#%) names no anchor: keep it as typed.
    }
    var target = id === '' ? null : document.getElementById(id);
    if (target !== null && target.closest('#errors') !== null) target.scrollIntoView();
  }
  function render(spec) {
    window.SwaggerUIBundle({
    domNode: root,
    spec: spec,
    layout: 'BaseLayout',
    deepLinking: false,
    validatorUrl: null,
    displayOperationId: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 1,
    requestInterceptor: toThisOrigin,
    onComplete: showErrorAnchor
    });
  }
  // The document is fetched here rather than by Swagger UI: its jsonSchemaDialect (JSON Schema
  // 2020-12, valid OpenAPI 3.1) makes Swagger UI show an error box saying that it supports only
  // the default dialect. The schemas are the same either way; the copy it renders omits the field.
  fetch(root.getAttribute('data-spec'), { headers: { accept: 'application/json' } })
    .then(function (response) {
      return response.json();
    })
    .then(function (spec) {
      delete spec.jsonSchemaDialect;
      render(spec);
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
.swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
.swagger-ui .opblock .opblock-summary-operation-id { word-break: normal; overflow-wrap: normal; white-space: nowrap; }
`;

/** The files the /docs page loads, keyed by name under /docs/. */
export function loadDocsAssets(): readonly DocsAsset[] {
  const swaggerUi = (name: string, contentType: string): DocsAsset =>
    docsAsset(name, contentType, readFileSync(join(SWAGGER_UI_DIR, name)));
  return [
    swaggerUi('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
    swaggerUi('swagger-ui.css', 'text/css; charset=utf-8'),
    docsAsset('docs.js', 'text/javascript; charset=utf-8', DOCS_SCRIPT),
    docsAsset('docs.css', 'text/css; charset=utf-8', DOCS_STYLE),
  ];
}
