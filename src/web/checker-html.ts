import { CHECKER_LANGUAGES } from '../checker/language-dictionaries.js';
import { CHECK_FIELD_MAX_LENGTH, CHECK_MAX_LENGTH } from '../checker/limits.js';
import { type PageContext, renderPage, words } from './html.js';
import { scenarioTableHtml } from './scenario-view.js';

/**
 * The browser-only checker page. The field is never in a form (nothing can be
 * submitted), autocomplete and spell-check are off (spell-check services may
 * send the text away), and the result regions exist, empty, from the start.
 */
export function renderCheckerPage(context: PageContext): string {
  const main = `<p class="lead">${words(context, 'checker_lead')}</p>
<p class="private">${words(context, 'page_private')}</p>
<noscript><p class="problem">${words(context, 'page_noscript')}</p></noscript>
<section class="panel" aria-labelledby="password-label">
<div class="field"><label id="password-label" for="password">${words(context, 'checker_password')}</label>
<div class="password-row"><input type="password" id="password" name="password" maxlength="${CHECK_FIELD_MAX_LENGTH}" autocomplete="off" spellcheck="false" autocapitalize="off" autocorrect="off" dir="ltr" aria-describedby="cap-note"><button type="button" id="toggle-visibility" aria-pressed="false" aria-controls="password">${words(context, 'checker_show')}</button></div>
<p id="cap-note" class="hint">${words(context, 'checker_cap', { max: CHECK_MAX_LENGTH })}</p></div>
<p id="checker-status" class="status" role="status">${words(context, 'checker_loading')}</p>
<p id="result-summary" class="offscreen" role="status"></p>
</section>
<section class="panel strength" id="result" aria-labelledby="result-title" hidden>
<h2 id="result-title">${words(context, 'generator_strength')}</h2>
<p class="level"><label for="level-meter">${words(context, 'page_level_label')}</label> <meter id="level-meter" min="0" max="4" low="2" high="3" optimum="4" value="0" data-level="0"></meter> <span id="level-words" class="level-words"></span></p>
<p id="crack-time"></p>
${scenarioTableHtml(context.catalogue, [])}
<p id="guesses"></p>
<p id="truncated" class="hint"></p>
<p id="warning" class="warning"></p>
<p id="pending" class="hint" hidden></p>
<div id="suggestions-block"><h3>${words(context, 'checker_suggestions')}</h3><ul id="suggestions"></ul></div>
<p id="ceiling" class="hint"></p>
<details><summary>${words(context, 'page_json_summary')}</summary><pre class="json" id="analysis" data-analysis=""></pre></details>
</section>
<section class="about" aria-labelledby="about-title">
<h2 id="about-title">${words(context, 'checker_about_title')}</h2>
<p>${words(context, 'checker_about')}</p>
<p id="dictionaries-note">${words(context, 'checker_dictionaries')}</p>
</section>`;
  const maxLength = ` data-max-length="${CHECK_MAX_LENGTH}"`;
  // Async, so that it starts the worker as soon as it arrives, before the page is parsed, and asked for first (an
  // async script is otherwise one of the last): it finds the worker on itself (checker-page.ts).
  const script = ` async fetchpriority="high" data-worker="${context.assets.checkerWorker.href}"`;
  // The worker and the first words of its language's dictionaries: all it needs for a first rating.
  const firstParts = CHECKER_LANGUAGES[context.links].packs.flatMap((pack) => {
    const part = context.assets.checkerFirstParts[pack];
    return part === undefined ? [] : [part];
  });
  return renderPage(
    context,
    'checker',
    words(context, 'checker_title'),
    context.assets.checkerScript,
    main,
    maxLength,
    [context.assets.checkerWorker, ...firstParts],
    script,
  );
}
