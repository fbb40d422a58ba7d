import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analysisBody } from '../analysis/analysis-body.js';
import { analyze } from '../core/analysis.js';
import { scenarioRows } from '../engine/scenarios.js';
import { crackTimePhrase } from '../i18n/catalogue.js';
import { LANGUAGES } from '../i18n/languages.js';
import { pageCrackTime } from '../i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../i18n/pages/page-registry.js';
import { generatorAnalysisView } from './analysis-view.js';
import { scenarioTableHtml, scenarioViews } from './scenario-view.js';

describe('the scenarios on the pages', () => {
  it("word each row's time with the pages' one builder, as the CLI and the library do in English and Spanish", () => {
    const body = analysisBody(analyze(12, 89, false), 'en');
    for (const lang of ['en', 'es'] as const) {
      const views = scenarioViews(body.log10_guesses, pageCatalogueOf(lang));
      const rows = scenarioRows(body.log10_guesses, lang);
      assert.deepEqual(
        views.map((view) => view.time),
        rows.map((row) => crackTimePhrase(lang, row.crack_time_log10_seconds)),
      );
    }
    const english = scenarioViews(body.log10_guesses, pageCatalogueOf('en'));
    assert.deepEqual(english[0], {
      name: 'ntlm_10000_gpus',
      hash: 'NTLM',
      hardware: '10,000 × NVIDIA H100 GPU',
      rate: '2.02 quadrillion',
      time: '1.94 years',
    });
    assert.equal(english[4]?.hardware, 'Online, 10 guesses per second');
  });

  it('are in the view of every analysis, in every page language, "at most" in every row for an upper bound', () => {
    const body = analysisBody(analyze(16, 89, false), 'en');
    for (const lang of LANGUAGES) {
      const catalogue = pageCatalogueOf(lang);
      const view = generatorAnalysisView(body, false, catalogue);
      assert.equal(view.scenarios.length, 5, lang);
      assert.deepEqual(view.scenarios, scenarioViews(body.log10_guesses, catalogue), lang);
      const bounded = scenarioViews(body.log10_guesses, catalogue, true);
      for (const [i, row] of bounded.entries()) {
        const seconds = body.log10_guesses - Math.log10(rateOf(i));
        assert.equal(row.time, pageCrackTime(catalogue, seconds, true), `${lang} ${row.name}`);
      }
      // The analysis's JSON is untouched.
      assert.deepEqual(JSON.parse(view.json), body);
    }
  });

  it('renders a table with a caption and column headers, its cells escaped', () => {
    const catalogue = pageCatalogueOf('en');
    const html = scenarioTableHtml(catalogue, [{ name: 'x', hash: '<b>', hardware: 'a & b', rate: '1', time: '"t"' }]);
    assert.match(
      html,
      /^<div class="scenarios"><table id="scenarios" role="table"><caption>The same guesses in other attacks/,
    );
    assert.match(html, /<th scope="col" role="columnheader">Password stored as<\/th>/);
    assert.match(
      html,
      /<td role="cell" data-label="Password stored as">&lt;b&gt;<\/td><td role="cell" data-label="Attacker">a &amp; b<\/td>/,
    );
    assert.match(html, /<td role="cell" data-label="Time to crack">&quot;t&quot;<\/td><\/tr>/);
    assert.match(scenarioTableHtml(catalogue, []), /<tbody id="scenarios-body" role="rowgroup"><\/tbody>/);
  });
});

// The guesses per second of the i-th scenario, written out again.
function rateOf(i: number): number {
  return [2.02e15, 2.02e11, 1.95e8, 1.22e8, 10][i] as number;
}
