/**
 * What an upload route hands its service (issue 28 item 2, bounded memory): the document spooled to a temporary
 * file by the multipart parser (http/document-upload.ts, multer's disk storage) rather than held in memory, or
 * a Buffer (tests, callers that already hold the bytes). The checks read only the few regions they need
 * (files/inspect-document.ts), the virus scan and the store read it as a stream, and the temporary file is
 * removed when the request ends, whatever its outcome.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Request } from 'express';

/** An upload's bytes in a temporary file; `length` is its size, as a Buffer's would be. */
export class SpooledUpload {
  constructor(
    readonly path: string,
    readonly length: number,
  ) {}

  /** A fresh stream of the whole file. */
  stream(): Readable {
    return createReadStream(this.path, { highWaterMark: 64 * 1024 });
  }
}

export type UploadContent = Buffer | SpooledUpload;

/** The uploaded document of the request, as its route's documentUpload left it. */
export function uploadedContent(req: Request): UploadContent | undefined {
  const file = req.file;
  if (!file) return undefined;
  if (file.path) return new SpooledUpload(file.path, file.size);
  return file.buffer;
}

/** The content as a stream (a Buffer is wrapped, not copied). */
export function contentStream(content: UploadContent): Readable {
  return Buffer.isBuffer(content) ? Readable.from([content]) : content.stream();
}

/** Random reads of a document: the inspectors of files/inspect-document.ts read a few regions only. */
export interface ByteSource {
  readonly length: number;
  /** `length` bytes from `offset` (fewer at the end of the content). */
  read(offset: number, length: number): Buffer;
}

export function bufferSource(data: Buffer): ByteSource {
  return { length: data.length, read: (offset, length) => data.subarray(offset, offset + length) };
}

/** Runs `fn` with a source over the content; a spooled file is opened for the call and closed after it. */
export function withByteSource<T>(content: UploadContent, fn: (source: ByteSource) => T): T {
  if (Buffer.isBuffer(content)) return fn(bufferSource(content));
  const fd = openSync(content.path, 'r');
  try {
    const size = content.length;
    return fn({
      length: size,
      read(offset, length) {
        const n = Math.max(0, Math.min(length, size - offset));
        const out = Buffer.alloc(n);
        let got = 0;
        while (got < n) {
          const r = readSync(fd, out, got, n - got, offset + got);
          if (r === 0) break;
          got += r;
        }
        return out.subarray(0, got);
      },
    });
  } finally {
    closeSync(fd);
  }
}
