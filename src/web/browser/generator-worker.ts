/**
 * The generator page's Web Worker: it draws the recipes whose count would
 * block the page's main thread for more than a frame or two, with the
 * library's own readers, counts and samplers (generator-draw.ts) and
 * `crypto.getRandomValues`. Its counts stay cached between requests, so a
 * length slider over a heavy recipe costs one step per move here too.
 */
import { createPasswordGenerator } from '../../core/generator.js';
import { createPassphraseGenerator } from '../../core/passphrase.js';
import { createRecipeSampler } from '../../core/recipe-sample.js';
import { webCryptoFill as randomFill } from '../../engine/web-crypto-fill.js';
import { drawForPage } from '../generator-draw.js';
import type { DrawAnswer, DrawRequest } from '../generator-messages.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<DrawRequest>) => void) | null;
  postMessage(message: DrawAnswer): void;
}

const scope = self as unknown as WorkerScope;
const generator = createPasswordGenerator({ randomFill });
const sampler = createRecipeSampler({ randomFill });
const passphrases = createPassphraseGenerator({ randomFill });

scope.onmessage = (event) => {
  const { id, mode, states, lang, catalogue } = event.data;
  // No word list or site database here: the page sends only recipes of characters and rules text.
  const context = { generator, sampler, passphrases, wordList: () => undefined, lang, catalogue };
  scope.postMessage({ id, outcome: drawForPage(mode, states, context) });
};
