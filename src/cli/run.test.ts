import assert from 'node:assert/strict';
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { runCli } from './run.js';

// Runs a command line against in-memory streams; `stdout` may be a stream that fails every write.
async function run(args: string[], stdout: Writable = new PassThrough()) {
  const stderr = new PassThrough();
  let errors = '';
  stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const code = await runCli(args, { stdin: Readable.from([]), stdout, stderr });
  return { code, stderr: errors };
}

// A stream on which every write fails as on /dev/full.
function fullDevice(): Writable {
  const full = new Writable({
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    },
  });
  full.on('error', () => {
    // The bin's listener on process.stdout; here writeResult's rejection is what counts.
  });
  return full;
}

describe('runCli', () => {
  it('an unknown command is never repeated: only a command it is close to', async () => {
    for (const args of [['hunter2'], ['help', 'hunter2'], ['S3cret-pass', '--length', '20']]) {
      const { code, stderr } = await run(args);
      assert.equal(code, 2);
      assert.match(stderr, /^unknown_command: Unknown command \(not shown, since it may be a password\)\. /);
      assert.doesNotMatch(stderr, /hunter2|S3cret/);
    }
    const close = await run(['genrate']);
    assert.match(close.stderr, /^unknown_command: Unknown command\. Did you mean 'generate'\? The commands are /);
    assert.doesNotMatch(close.stderr, /genrate/);
  });

  it('a result that cannot be written is one write_failed line and status 1, with no analysis after it', async () => {
    for (const args of [[], ['--json']]) {
      const { code, stderr } = await run(args, fullDevice());
      assert.equal(code, 1);
      assert.equal(stderr, 'write_failed: Could not write to standard output (ENOSPC: no space left on device).\n');
    }
  });
});
