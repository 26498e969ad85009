/** A local S3 stand-in on loopback (s3rver) with one bucket, for the S3 driver's tests and the backup test. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { S3FileStore } from './s3-store';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  store(prefix?: string): S3FileStore;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'cp-files'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cp-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const stores: S3FileStore[] = [];
  return {
    endpoint,
    bucket,
    store(prefix?: string) {
      const s = new S3FileStore({
        endpoint,
        bucket,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix,
      });
      stores.push(s);
      return s;
    },
    async close() {
      for (const s of stores) s.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
