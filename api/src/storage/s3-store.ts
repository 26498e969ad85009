/**
 * The S3 driver (STORAGE=s3): any S3-compatible service (S3_ENDPOINT, S3_BUCKET, S3_REGION, credentials,
 * S3_FORCE_PATH_STYLE). A put streams the content to a temporary key with lib-storage's multipart Upload
 * while hashing it (memory bounded by the part size x queue), then copies it to `ab/cd/<sha256>` and removes
 * the temporary one.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FileNotStoredError, hashingStream, objectPath, type FileStore, type PutResult } from './file-store';

export interface S3StoreOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** prefix of every key in the bucket, e.g. 'files/' (default none) */
  prefix?: string;
}

const PART_BYTES = 5 * 1024 * 1024;

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(o: S3StoreOptions) {
    this.bucket = o.bucket;
    this.prefix = o.prefix ?? '';
    this.client = new S3Client({
      endpoint: o.endpoint,
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      credentials:
        o.accessKeyId && o.secretAccessKey
          ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
          : undefined,
      // Checksums only where the API requires them: S3-compatible services do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string) {
    return this.prefix + objectPath(key);
  }

  async put(content: Readable | Buffer): Promise<PutResult> {
    const tmp = `${this.prefix}tmp/${randomUUID()}`;
    const hashing = hashingStream();
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: tmp, Body: hashing },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    try {
      await Promise.all([pipeline(source, hashing), upload.done()]);
      const result = hashing.result();
      // Copied even when the object exists (same bytes): that refreshes its time, so the unreferenced-object
      // sweep's grace period (files/cleanup.ts) covers a row about to reference it.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(result.key),
          CopySource: `${this.bucket}/${tmp}`,
        }),
      );
      return result;
    } finally {
      await this.client
        .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: tmp }))
        .catch(() => undefined);
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return out.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new FileNotStoredError(key);
      throw err;
    }
  }

  async head(key: string): Promise<{ size: number; modified: Date } | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      return { size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  async *list(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    ))
      for (const o of page.Contents ?? []) {
        const m = /^[0-9a-f]{2}\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec((o.Key ?? '').slice(this.prefix.length));
        if (m) yield m[1];
      }
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
