import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { OutputError, openedReadWrite, standardOutputClosed, writeResult } from './standard-output.js';

const fdinfo = (flags: string) => `pos:\t0\nflags:\t${flags}\nmnt_id:\t24\nino:\t3\n`;

// A file system whose descriptor 1 is /dev/null (or not), opened with the given flags.
function fakeFs(isNull: boolean, flags: string) {
  const device = (rdev: number) => ({ isCharacterDevice: () => true, rdev });
  return {
    fstatSync: () => device(isNull ? 259 : 34_816),
    statSync: () => device(259),
    readFileSync: () => fdinfo(flags),
  } as unknown as Parameters<typeof standardOutputClosed>[0];
}

describe('standardOutputClosed', () => {
  it("reads the access mode of Linux's fdinfo: read-write is what Node opens for a closed descriptor", () => {
    assert.equal(openedReadWrite(fdinfo('02100002')), true);
    assert.equal(openedReadWrite(fdinfo('0100002')), true);
    assert.equal(openedReadWrite(fdinfo('02100001')), false);
    assert.equal(openedReadWrite(fdinfo('0')), false);
    assert.equal(openedReadWrite('pos:\t0\n'), false);
  });

  it('is true only for /dev/null opened read-write', () => {
    assert.equal(standardOutputClosed(fakeFs(true, '02100002')), true);
    assert.equal(standardOutputClosed(fakeFs(true, '02100001')), false, '>/dev/null');
    assert.equal(standardOutputClosed(fakeFs(false, '02100002')), false, 'a terminal opened read-write');
    assert.equal(standardOutputClosed(undefined), false);
  });

  it('is false, never a crash, where there is no /proc', () => {
    const fs = fakeFs(true, '02100002');
    assert.equal(
      standardOutputClosed({
        ...fs,
        readFileSync: () => {
          throw new Error('ENOENT');
        },
      } as typeof fs),
      false,
    );
  });

  it("is false for this test process's own standard output", () => {
    assert.equal(standardOutputClosed(), false);
  });
});

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
