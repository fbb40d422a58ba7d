import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { meetsRules, readRules } from '../../test/support/rules-reference.js';
import { parsePasswordRules } from '../core/password-rules.js';
import { generatePasswords } from '../library.js';
import { siteRules } from './site-lookup.js';
import { SITE_DOMAINS, SITE_RULES_SOURCE } from './site-rules.js';

describe('the bundled site database', () => {
  it("is Apple's file at the recorded commit, with its 434 sites", () => {
    assert.equal(SITE_DOMAINS.length, 434);
    assert.match(SITE_RULES_SOURCE.commit, /^[0-9a-f]{40}$/);
    assert.equal(
      siteRules('activision.com')?.rules,
      'minlength: 8; maxlength: 20; max-consecutive: 2; required: lower, upper; required: digit;',
    );
  });

  it('every rules string parses', () => {
    for (const domain of SITE_DOMAINS) {
      const parsed = parsePasswordRules(siteRules(domain)?.rules as string);
      assert.ok(parsed.ok, `${domain}: ${JSON.stringify(parsed)}`);
    }
  });

  it('looks a host up as itself, then as each parent domain; an unknown one is undefined', () => {
    assert.equal(siteRules('WWW.Activision.com.')?.domain, 'activision.com');
    assert.equal(siteRules('https://account.activision.com/login?x=1')?.domain, 'activision.com');
    assert.equal(siteRules('activision.com.evil.example'), undefined);
    assert.equal(siteRules('com'), undefined);
    for (const odd of ['__proto__', 'constructor', 'toString', '', 'a b', '..'])
      assert.equal(siteRules(odd), undefined);
  });

  it('every site: 200 passwords that meet its rules (independent check), or unsatisfiable saying why', () => {
    const refused: string[] = [];
    for (const domain of SITE_DOMAINS) {
      const rules = siteRules(domain)?.rules as string;
      let passwords: string[] = [];
      try {
        for (let i = 0; i < 10; i++)
          passwords = passwords.concat(generatePasswords({ site: domain, count: 20 }).passwords);
      } catch (error) {
        const e = error as { code?: string; message: string };
        assert.equal(e.code, 'unsatisfiable', `${domain}: ${e.message}`);
        assert.match(e.message, /No password/);
        refused.push(domain);
        continue;
      }
      assert.equal(passwords.length, 200);
      const { minLength, maxLength } = readRules(rules);
      for (const p of passwords) {
        assert.ok(meetsRules(rules, p), `${domain}: a password breaks "${rules}"`);
        assert.equal(p.length, Math.min(Math.max(16, minLength, 4), maxLength, 64), domain);
      }
    }
    assert.ok(refused.length < 5, `refused: ${refused.join(', ')}`);
  });
});
