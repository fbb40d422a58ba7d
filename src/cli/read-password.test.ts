import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { UsageError } from './flags.js';
import { applyKeys, PromptCancelled, promptHidden, readFirstLine } from './read-password.js';

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

describe('applyKeys', () => {
  it('Enter ends the line; typed and pasted characters accumulate', () => {
    assert.deepEqual(applyKeys('', 'abc'), { typed: 'abc', done: false, cancelled: false });
    assert.deepEqual(applyKeys('abc', 'd\r'), { typed: 'abcd', done: true, cancelled: false });
    assert.deepEqual(applyKeys('', 'pasted\n'), { typed: 'pasted', done: true, cancelled: false });
  });

  it('Backspace removes one character (a whole emoji), Ctrl-U the line, Ctrl-C cancels, escapes are ignored', () => {
    assert.equal(applyKeys('ab🔑', '\u007f').typed, 'ab');
    assert.equal(applyKeys('abc', '\b').typed, 'ab');
    assert.equal(applyKeys('abc', '\u0015x').typed, 'x');
    assert.deepEqual(applyKeys('abc', '\u0003'), { typed: '', done: true, cancelled: true });
    assert.equal(applyKeys('abc', '\u001b[D').typed, 'abc');
    assert.equal(applyKeys('abc', '\t').typed, 'abc');
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
});
