import { ERROR_STATUS } from '../api/errors.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The human-readable reference at DOCS_URL: the OpenAPI description as text,
 * and one anchor per error code so that an error's `docs` link lands on it.
 */
export function renderDocsPage(document: { info?: { description?: string } } & object): string {
  const description = escapeHtml(document.info?.description ?? '');
  const errors = Object.entries(ERROR_STATUS)
    .map(([code, status]) => `<li id="${code}"><code>${code}</code> (HTTP ${status})</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Password Generation Service reference</title></head>
<body>
<h1>Password Generation Service reference</h1>
<p>The machine-readable description is at <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<pre style="white-space: pre-wrap">${description}</pre>
<h2 id="errors">Error codes</h2>
<ul>
${errors}
</ul>
</body></html>
`;
}
