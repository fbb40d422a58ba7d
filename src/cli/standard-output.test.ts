import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { OutputError, writeResult } from './standard-output.js';

describe('writeResult', () => {
  it('resolves once the stream took the text', async () => {
    const output = new PassThrough();
    await writeResult(output, 'abc\n');
    assert.equal(output.read().toString(), 'abc\n');
  });

  it('rejects with an OutputError naming the system error when the write fails', async () => {
    const full = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
      },
    });
    full.on('error', () => {
      // The stream's own error event: writeResult reports through its promise.
    });
    await assert.rejects(writeResult(full, 'abc\n'), (error: unknown) => {
      assert.ok(error instanceof OutputError);
      assert.equal(error.code, 'write_failed');
      assert.equal(error.message, 'Could not write to standard output (ENOSPC: no space left on device).');
      return true;
    });
    const pipe = new OutputError(Object.assign(new Error('write EIO'), { code: 'EIO' }));
    assert.equal(pipe.message, 'Could not write to standard output (EIO).');
  });
});
