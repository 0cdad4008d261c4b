import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePng } from '../test/images.js';
import { makeDerivative } from './image-derivatives.js';
import { derivativeKey } from './media.js';
import { createLocalStorage, type FileStore } from './storage.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function store(): FileStore {
  root = mkdtempSync(path.join(tmpdir(), 'cs-derivatives-'));
  return createLocalStorage(root);
}

describe('the resized copy of a picture', () => {
  it('is stored beside the original', async () => {
    const files = store();
    await files.put('tenants/logo.png', makePng(40, 30), 'image/png');
    expect(await makeDerivative(files, 'tenants/logo.png')).toBe(derivativeKey('tenants/logo.png'));
    expect(await files.stat(derivativeKey('tenants/logo.png'))).not.toBeNull();
  });

  it('is not made for a picture that is already gone', async () => {
    const files = store();
    expect(await makeDerivative(files, 'tenants/gone.png')).toBeNull();
    expect(await files.stat(derivativeKey('tenants/gone.png'))).toBeNull();
  });

  it('is not left behind when the picture is removed while the copy is being made', async () => {
    const files = store();
    await files.put('tenants/replaced.png', makePng(40, 30), 'image/png');
    // The site replaces its logo after the job has read it and before the copy is stored: the
    // removal deletes the original and finds no copy to delete.
    const racing: FileStore = {
      ...files,
      read: async (key, position, length) => {
        const bytes = await files.read(key, position, length);
        await files.delete(key);
        return bytes;
      },
    };
    expect(await makeDerivative(racing, 'tenants/replaced.png')).toBeNull();
    expect(await files.stat('tenants/replaced.png')).toBeNull();
    expect(await files.stat(derivativeKey('tenants/replaced.png'))).toBeNull();
  });
});
