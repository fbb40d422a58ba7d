import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { UsageError } from './flags.js';
import { createHiddenLine, PromptCancelled, promptHidden, readFirstLine } from './read-password.js';

const stream = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c, 'utf8')));

describe('readFirstLine', () => {
  it('takes the first line, without its LF or CR LF, and stops there', async () => {
    assert.equal(await readFirstLine(stream('hunter2\nsecond line\n')), 'hunter2');
    assert.equal(await readFirstLine(stream('hunter2\r\n')), 'hunter2');
    assert.equal(await readFirstLine(stream('no newline at the end')), 'no newline at the end');
    assert.equal(await readFirstLine(stream('split ', 'over ', 'chunks\nrest')), 'split over chunks');
  });

  it('keeps spaces and UTF-8 characters split across chunks', async () => {
    const bytes = Buffer.from(' ñandú 🔑 \n', 'utf8');
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 10), bytes.subarray(10)];
    assert.equal(await readFirstLine(Readable.from(chunks)), ' ñandú 🔑 ');
  });

  it('no password (empty input or an empty first line) is a usage error', async () => {
    for (const input of [stream(), stream('\n'), stream('\r\nsecond')]) {
      await assert.rejects(readFirstLine(input), (error: unknown) => {
        assert.ok(error instanceof UsageError);
        assert.equal(error.code, 'no_password');
        return true;
      });
    }
  });

  it('a first line longer than the limit is refused', async () => {
    await assert.rejects(readFirstLine(stream('x'.repeat(100)), 64), { code: 'password_too_long' });
    assert.equal(await readFirstLine(stream('x'.repeat(64)), 64), 'x'.repeat(64));
  });
});

describe('readFirstLine refuses what it would not estimate exactly', () => {
  const bytes = (...chunks: number[][]) => Readable.from(chunks.map((c) => Buffer.from(c)));
  const refusedAs = (code: string) => (error: unknown) => {
    assert.ok(error instanceof UsageError);
    assert.equal(error.code, code);
    return true;
  };

  it('bytes that are not UTF-8 are invalid_encoding, never replaced by U+FFFD', async () => {
    for (const input of [
      bytes([0x61, 0xff, 0x62, 0x0a]),
      bytes([0xc3, 0x28, 0x0a]),
      bytes([0x61, 0xed, 0xa0, 0x80, 0x0a]), // an encoded surrogate
      bytes([0x61, 0xc3]), // cut in the middle of a character
    ]) {
      await assert.rejects(readFirstLine(input), refusedAs('invalid_encoding'));
    }
    // Only the first line is read: a bad byte after it does not matter.
    assert.equal(await readFirstLine(bytes([0x61, 0x0a, 0xff])), 'a');
  });

  it('a leading byte order mark is invalid_encoding, even split over chunks; U+FEFF later on is text', async () => {
    await assert.rejects(readFirstLine(stream('\ufeffhunter2\n')), refusedAs('invalid_encoding'));
    await assert.rejects(readFirstLine(bytes([0xef], [0xbb, 0xbf, 0x61, 0x0a])), refusedAs('invalid_encoding'));
    assert.equal(await readFirstLine(stream('a\ufeffb\n')), 'a\ufeffb');
  });
});

describe('createHiddenLine', () => {
  const typed = (...chunks: string[]) => {
    const line = createHiddenLine();
    let outcome = 'typing';
    for (const chunk of chunks) {
      outcome = line.feed(chunk);
      if (outcome !== 'typing') break;
    }
    return { outcome, text: line.text(), tooLong: line.tooLong };
  };

  it('Enter ends the line; typed and pasted characters accumulate', () => {
    assert.deepEqual(typed('abc'), { outcome: 'typing', text: 'abc', tooLong: false });
    assert.deepEqual(typed('abc', 'd\r'), { outcome: 'done', text: 'abcd', tooLong: false });
    assert.deepEqual(typed('pasted\n'), { outcome: 'done', text: 'pasted', tooLong: false });
    assert.deepEqual(typed('abc\u0004'), { outcome: 'done', text: 'abc', tooLong: false });
  });

  it('Backspace removes one character (a whole emoji), Ctrl-U the line, Ctrl-C cancels, Tab does nothing', () => {
    assert.equal(typed('ab🔑', '\u007f').text, 'ab');
    assert.equal(typed('abc', '\b').text, 'ab');
    assert.equal(typed('abc', '\u0015x').text, 'x');
    assert.equal(typed('abc\u0003').outcome, 'cancelled');
    assert.equal(typed('a\tbc').text, 'abc');
  });

  it('an escape sequence is skipped, and only it: the keys after it in the same chunk still count', () => {
    assert.deepEqual(typed('\u001b[Dabc\r'), { outcome: 'done', text: 'abc', tooLong: false });
    for (const sequence of ['\u001b[D', '\u001bOP', '\u001b[1;5C', '\u001b[3~', '\u001b[15~', '\u001bx']) {
      assert.deepEqual(typed(`ab${sequence}cd\r`), { outcome: 'done', text: 'abcd', tooLong: false }, sequence);
      assert.deepEqual(typed('ab', sequence, 'cd\r'), { outcome: 'done', text: 'abcd', tooLong: false }, sequence);
    }
    // A sequence cut by a control key, or ESC before one, leaves the key its meaning.
    assert.deepEqual(typed('ab\u001b[1\r'), { outcome: 'done', text: 'ab', tooLong: false });
    assert.deepEqual(typed('ab\u001b\r'), { outcome: 'done', text: 'ab', tooLong: false });
    assert.equal(typed('ab\u001b\u0003').outcome, 'cancelled');
    // A sequence split over chunks; the Escape key alone in a chunk; an endless "sequence".
    assert.equal(typed('ab\u001b[', '1;5', 'Ccd\r').text, 'abcd');
    assert.equal(typed('\u001b', 'abc\r').text, 'abc');
    assert.equal(typed(`\u001b[${'1'.repeat(100)}\r`).outcome, 'done');
  });

  it('a bracketed paste is typed text, then Enter ends the line', () => {
    assert.deepEqual(typed('\u001b[200~s3cr3t pw\u001b[201~'), {
      outcome: 'typing',
      text: 's3cr3t pw',
      tooLong: false,
    });
    assert.deepEqual(typed('ab\u001b[200~cd\u001b[201~ef\r'), { outcome: 'done', text: 'abcdef', tooLong: false });
    // Inside a paste, control keys are not keys: no cancel, no erase, no end.
    assert.deepEqual(typed('\u001b[200~a\u0003b\u007fc\u0004d\u001b[201~'), {
      outcome: 'typing',
      text: 'abcd',
      tooLong: false,
    });
  });

  it('a paste with line breaks: its first line is the password, the rest is read to the paste end and dropped', () => {
    const paste = '\u001b[200~first line\r\nsecond\u001b[D\rthird\u001b[201~';
    assert.deepEqual(typed(paste), { outcome: 'done', text: 'first line', tooLong: false });
    // Wherever the terminal splits it into chunks, even inside the markers.
    for (let cut = 1; cut < paste.length; cut++) {
      assert.deepEqual(typed(paste.slice(0, cut), paste.slice(cut)), typed(paste), `cut at ${cut}`);
    }
    // Until the paste ends, nothing is done: Enter in it is text.
    assert.equal(typed('\u001b[200~pw\r').outcome, 'typing');
  });

  it('keeps at most the cap in UTF-8 bytes, and says when more came', () => {
    const capped = (cap: number, text: string) => {
      const line = createHiddenLine(cap);
      const outcome = line.feed(`${text}\r`);
      return { outcome, length: Buffer.byteLength(line.text()), tooLong: line.tooLong };
    };
    assert.deepEqual(capped(8, 'x'.repeat(8)), { outcome: 'done', length: 8, tooLong: false });
    assert.deepEqual(capped(8, 'x'.repeat(9)), { outcome: 'done', length: 8, tooLong: true });
    assert.deepEqual(capped(8, 'ñ'.repeat(4)), { outcome: 'done', length: 8, tooLong: false });
    assert.deepEqual(capped(8, 'ñ'.repeat(5)), { outcome: 'done', length: 8, tooLong: true });
    assert.deepEqual(capped(8, '🔑🔑€'), { outcome: 'done', length: 8, tooLong: true });
    // A paste far past the cap keeps memory bounded.
    const line = createHiddenLine(1024);
    line.feed(`\u001b[200~${'y'.repeat(3 << 20)}\u001b[201~`);
    assert.equal(line.text().length, 1024);
    assert.equal(line.tooLong, true);
  });
});

describe('promptHidden', () => {
  function terminal() {
    const input = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode(mode: boolean): void };
    const modes: boolean[] = [];
    input.isTTY = true;
    input.setRawMode = (mode: boolean) => {
      modes.push(mode);
    };
    const output = new PassThrough();
    let written = '';
    output.on('data', (chunk: Buffer) => {
      written += chunk.toString('utf8');
    });
    return { input, output, modes, written: () => written };
  }

  it('writes the prompt, never the typed characters, and restores the terminal', async () => {
    const t = terminal();
    const answer = promptHidden(t.input, t.output, 'Password: ');
    t.input.write('s3cr');
    t.input.write('et\r');
    assert.equal(await answer, 's3cret');
    assert.equal(t.written(), 'Password: \n');
    assert.deepEqual(t.modes, [true, false]);
  });

  it('Ctrl-C rejects and still restores the terminal', async () => {
    const t = terminal();
    const answer = promptHidden(t.input, t.output, 'Password: ');
    t.input.write('abc\u0003');
    await assert.rejects(answer, PromptCancelled);
    assert.deepEqual(t.modes, [true, false]);
  });

  it('refuses more than the cap, as from a pipe, and still restores the terminal', async () => {
    const t = terminal();
    const answer = promptHidden(t.input, t.output, 'Password: ', 16);
    t.input.write('\u001b[200~');
    t.input.write('z'.repeat(40));
    t.input.write('\u001b[201~\r');
    await assert.rejects(answer, (error: unknown) => error instanceof UsageError && error.code === 'password_too_long');
    assert.deepEqual(t.modes, [true, false]);
  });

  it('decodes UTF-8 split over chunks, and refuses bytes that are not UTF-8', async () => {
    const split = terminal();
    const answer = promptHidden(split.input, split.output, 'Password: ');
    const bytes = Buffer.from('año🔑\r', 'utf8');
    for (let i = 0; i < bytes.length; i++) split.input.write(bytes.subarray(i, i + 1));
    assert.equal(await answer, 'año🔑');

    const latin1 = terminal();
    const refused = promptHidden(latin1.input, latin1.output, 'Password: ');
    latin1.input.write(Buffer.from([0x61, 0xf1, 0x6f, 0x0d]));
    await assert.rejects(refused, (error: unknown) => error instanceof UsageError && error.code === 'invalid_encoding');
    assert.deepEqual(latin1.modes, [true, false]);
  });

  it('the end of input ends the line', async () => {
    const t = terminal();
    const answer = promptHidden(t.input, t.output, 'Password: ');
    t.input.end('abc');
    assert.equal(await answer, 'abc');
  });
});
