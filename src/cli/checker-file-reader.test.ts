import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { checkerFileReader, readCheckerFile, textOfDictionaryModule } from './checker-file-reader.js';

const DATA = new URL('../checker/dictionary-data/', import.meta.url);

describe("the CLI's reading of the checker's files", () => {
  it('reads from every module file the very text that importing the module gives', async () => {
    const modules = (await readdir(DATA)).filter((name) => name.endsWith('.js'));
    assert.ok(modules.length >= 23, `${modules.length} modules`);
    let escaped = 0;
    for (const name of modules) {
      const imported: { default: string } = await import(new URL(name, DATA).href);
      const { text } = await readCheckerFile(name.replace(/\.js$/, '.txt'));
      assert.equal(text, imported.default, name);
      if (/[`\\]|\$\{/.test(text)) escaped++;
    }
    // Some texts hold a backtick, a backslash or `${`: the escapes are undone, not only absent.
    assert.ok(escaped > 0);
  });

  it('undoes exactly the three escapes, and refuses a file that is not such a module', () => {
    const dollar = '$';
    const source = `export default \`a\\\`b\\\\c\\${dollar}{d}\\\\\`;\n`;
    assert.equal(textOfDictionaryModule(source), `a\`b\\c${dollar}{d}\\`);
    assert.throws(() => textOfDictionaryModule('export default "a";\n'), /not a checker dictionary module/);
  });

  it('reads a module without its index: the text alone, and the checker builds the tables', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pwgen-checker-files-'));
    try {
      await copyFile(new URL('checker-ja-1.js', DATA), join(folder, 'checker-ja-1.js'));
      const read = checkerFileReader(pathToFileURL(`${folder}/`));
      const alone = await read('checker-ja-1.txt');
      assert.equal(alone.text, (await readCheckerFile('checker-ja-1.txt')).text);
      assert.equal(alone.index, undefined);
      await assert.rejects(read('checker-none-1.txt'), { code: 'ENOENT' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
