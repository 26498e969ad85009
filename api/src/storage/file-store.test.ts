/**
 * The FileStore contract (issue 28 item 2), run against both drivers: the filesystem under a temporary
 * directory and S3 against a local stand-in on loopback (s3rver).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileNotStoredError, readAll, sha256, type FileStore } from './file-store';
import { FsFileStore } from './fs-store';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

let dir: string;
let s3: S3StandIn;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cp-fs-store-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const drivers: [string, () => FileStore][] = [
  ['fs', () => new FsFileStore(dir)],
  ['s3', () => s3.store()],
];

describe.each(drivers)('the %s driver', (_name, make) => {
  it('stores content under its SHA-256 and gives it back as a stream', async () => {
    const store = make();
    const data = randomBytes(300 * 1024);
    const put = await store.put(data);
    expect(put).toEqual({ key: sha256(data), size: data.length });
    expect(await store.head(put.key)).toMatchObject({ size: data.length, modified: expect.any(Date) });
    const back = await readAll(await store.get(put.key));
    expect(sha256(back)).toBe(put.key);
  });

  it('streams a large upload in parts (more than one multipart part) and stores identical content once', async () => {
    const store = make();
    const part = randomBytes(1024 * 1024);
    const chunks = () => Readable.from(Array.from({ length: 12 }, () => part));
    const first = await store.put(chunks());
    const second = await store.put(chunks());
    expect(second).toEqual(first);
    expect(first.size).toBe(12 * part.length);
    const keys: string[] = [];
    for await (const k of store.list()) keys.push(k);
    expect(keys.filter((k) => k === first.key)).toHaveLength(1);
    expect(sha256(await readAll(await store.get(first.key)))).toBe(first.key);
  });

  it('deletes, and answers a missing object as missing', async () => {
    const store = make();
    const { key } = await store.put(Buffer.from(`gone ${Math.random()}`));
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotStoredError);
    await store.delete(key);
  });

  it('refuses a key that is not a SHA-256', async () => {
    const store = make();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });

  it('lists every stored key', async () => {
    const store = make();
    const a = await store.put(Buffer.from(`a ${Math.random()}`));
    const b = await store.put(Buffer.from(`b ${Math.random()}`));
    const keys: string[] = [];
    for await (const k of store.list()) keys.push(k);
    expect(keys).toEqual(expect.arrayContaining([a.key, b.key]));
  });
});

describe('the fs driver', () => {
  it('keeps objects at ab/cd/<sha256> and leaves no temporary file behind, even when the source fails', async () => {
    const store = new FsFileStore(dir);
    const { key } = await store.put(Buffer.from('laid out'));
    expect(await readdir(path.join(dir, key.slice(0, 2), key.slice(2, 4)))).toContain(key);
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('client went away');
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });
});
