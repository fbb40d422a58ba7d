import { escapeHtml } from '../../core/html-escape.js';
import type { ErrorCatalogueEntry } from './error-catalogue.js';
import type { ApiReference } from './openapi.js';

/** The little Markdown the catalogue uses (`code` and **bold**), escaped first so that nothing else becomes markup. */
export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function errorEntry(entry: ErrorCatalogueEntry): string {
  const { code, status, title, cause, remedy, example } = entry;
  return `<article class="error" id="${code}">
<h3><a class="anchor" href="#${code}"><code>${code}</code></a> <span class="status">HTTP ${status}</span> ${escapeHtml(title)}</h3>
<p>${inlineMarkdown(cause)}</p>
<p><strong>What to do:</strong> ${inlineMarkdown(remedy)}</p>
<details><summary>Example body</summary><pre><code>${escapeHtml(JSON.stringify(example, null, 2))}</code></pre></details>
</article>`;
}

/**
 * The human-readable reference at /docs: the OpenAPI document rendered by
 * Swagger UI (endpoints, parameters, schemas, examples, try it out), and the
 * error catalogue, written into the page itself so that each `DOCS_URL#code`
 * link finds its anchor as soon as the page loads, with or without scripts.
 * Asset paths are relative, so the page also works behind a path prefix.
 */
export function renderDocsPage(reference: ApiReference): string {
  const { info } = reference.document;
  const errors = reference.errors.map(errorEntry).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}: API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="docs/swagger-ui.css">
<link rel="stylesheet" href="docs/docs.css">
</head>
<body>
<header class="docs-header">
<h1>${escapeHtml(info.title)} <span class="version">API ${escapeHtml(info.version)}</span></h1>
<nav aria-label="Reference"><a href="#operations">Endpoints</a> <a href="#errors">Errors</a> <a href="#local-package">Local package</a> <a href="openapi.json">OpenAPI document</a></nav>
</header>
<main>
<section id="operations" aria-label="Endpoints">
<div id="swagger-ui" data-spec="openapi.json"><noscript><p class="docs-noscript">The interactive reference needs JavaScript. The description it shows is <a href="openapi.json">openapi.json</a> (OpenAPI 3.1); the error catalogue below needs no script.</p></noscript></div>
</section>
<section id="errors" class="error-catalogue" aria-labelledby="errors-title">
<h2 id="errors-title">Errors</h2>
<p>Every error answer has the Error body: <code>error</code> (one of the codes below), <code>message</code> (full sentences in the messages language), <code>field</code> when one parameter is at fault, <code>suggestion</code> when an unknown parameter looks like a typo of an accepted one, <code>docs</code> (a link to the code's explanation here) and <code>_meta</code>. Treat a code you do not know by its HTTP status.</p>
${errors}
</section>
<section id="local-package" class="error-catalogue" aria-labelledby="local-package-title">
<h2 id="local-package-title">Local package</h2>
<p>The same engine runs as a command line and a library on your own machine, with no server and no limit. It is <strong>not published on the npm registry</strong>, and a package of that name there is not this project's: never install or run it from the registry. Build it from the source instead: <code>npm pack</code> in a checkout of the service, then <code>npm install -g ./pwgen-service-*.tgz</code> (or <code>npm install ./pwgen-service-*.tgz</code> in a project).</p>
</section>
</main>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/docs.js"></script>
</body>
</html>
`;
}
