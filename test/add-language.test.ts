import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertCopyTypeChecks, bundleCopyEntry, copySources } from './support/source-copy.js';

// Proves the claim of src/i18n/registry.ts: a third messages language is one
// catalogue file, its line in the registry and `messages: true` in its pack. A
// copy of the sources gets a throwaway French catalogue and nothing else; it
// must type-check and serve French.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGISTRY_LIST = 'export const CATALOGUES = [CATALOGUE_EN, CATALOGUE_ES] as const;';
const FRENCH_PACK = "    code: 'fr',\n    name: 'French',\n    dir: 'ltr',\n    messages: false,";

const THROWAWAY_CATALOGUE = `import { CATALOGUE_EN, type Catalogue, type Messages } from './messages-en.js';

const MESSAGES_FR = Object.fromEntries(
  Object.entries(CATALOGUE_EN.messages).map(([key, text]) => [key, \`[fr] \${text}\`]),
) as unknown as Messages;

export const CATALOGUE_FR = {
  code: 'fr',
  name: 'French',
  messages: MESSAGES_FR,
  numberWords: CATALOGUE_EN.numberWords,
} as const satisfies Catalogue;
`;

interface Service {
  readonly app: { inject(options: object): Promise<{ statusCode: number; json(): any }> };
  close(): Promise<void>;
}

describe('adding a messages language', () => {
  let dir: string;
  let service: Service;

  before(async () => {
    dir = copySources('add-language');
    writeFileSync(join(dir, 'src/i18n/messages-fr.ts'), THROWAWAY_CATALOGUE);
    const registryPath = join(dir, 'src/i18n/registry.ts');
    const registry = readFileSync(registryPath, 'utf8');
    assert.ok(registry.includes(REGISTRY_LIST), 'the registry still lists its catalogues on one line');
    writeFileSync(
      registryPath,
      `import { CATALOGUE_FR } from './messages-fr.js';\n${registry.replace(
        REGISTRY_LIST,
        'export const CATALOGUES = [CATALOGUE_EN, CATALOGUE_ES, CATALOGUE_FR] as const;',
      )}`,
    );
    const packsPath = join(dir, 'src/i18n/packs.ts');
    const packs = readFileSync(packsPath, 'utf8');
    assert.ok(packs.includes(FRENCH_PACK), "the registry has French's pack, as biome formats it");
    writeFileSync(packsPath, packs.replace(FRENCH_PACK, FRENCH_PACK.replace('messages: false', 'messages: true')));
    const bundle = await bundleCopyEntry(
      dir,
      "export { loadConfig } from './src/config.js';\nexport { start } from './src/main.js';\n",
    );
    // The bundle looks for the pages' built assets at ../web/assets, as the compiled service does.
    mkdirSync(join(dir, 'web'));
    symlinkSync(join(ROOT, 'dist/src/web/assets'), join(dir, 'web/assets'));
    const module = await import(bundle);
    const config = module.loadConfig({ PORT: '0', LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://pw.example' });
    service = await module.start(config);
  });

  after(async () => {
    await service?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  // All of src, as `npm run lint` checks it: the Node side with the project's options, and the
  // browser entries with the DOM and without Node, so a language-keyed record anywhere fails here.
  it('the copy with the new catalogue type-checks, all of src (strict, same compiler options)', () => {
    assertCopyTypeChecks(dir);
  });

  it('negotiation, messages, crack-time words and _meta use the new language', async () => {
    const response = await service.app.inject({ method: 'POST', url: '/v1/generate?lang=fr', payload: {} });
    const body = response.json();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body._meta.lang, { messages: 'fr', links: 'fr' });
    assert.match(body.notice, /^\[fr\] /);
    assert.match(body.analysis.crack_time.unit, /^\[fr\] /);
    const header = await service.app.inject({
      method: 'POST',
      url: '/v1/generate',
      headers: { 'accept-language': 'fr-CA, en;q=0.5', 'content-type': 'application/json' },
      payload: '{"length": 3}',
    });
    assert.equal(header.json().error, 'invalid_length');
    assert.match(header.json().message, /^\[fr\] .*4.*64/);
    const german = await service.app.inject({ method: 'POST', url: '/v1/generate?lang=de' });
    assert.deepEqual(german.json()._meta.lang, { messages: 'en', links: 'de' });
  });

  it('the published schemas and their prose name the new language', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const text = JSON.stringify(document);
    assert.match(text, /Messages exist in English, Spanish and French/);
    assert.match(text, /"enum":\["en","es","fr"\]/);
  });
});
