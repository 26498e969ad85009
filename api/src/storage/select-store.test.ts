/** STORAGE selects the driver (README 'Storage'); S3 needs its bucket. */
import { loadConfig } from '../config';
import { createFileStore } from '.';
import { FsFileStore } from './fs-store';
import { S3FileStore } from './s3-store';

describe('STORAGE', () => {
  it('defaults to the filesystem under DATA_DIR/files', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/cp-data' });
    expect(config.storage).toEqual({ driver: 'fs' });
    const store = createFileStore(config);
    expect(store).toBeInstanceOf(FsFileStore);
    expect((store as FsFileStore).root).toBe('/tmp/cp-data/files');
  });

  it('s3 takes the endpoint, bucket, region, credentials and path style', async () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'docs',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const store = createFileStore(config) as S3FileStore;
    expect(store).toBeInstanceOf(S3FileStore);
    expect(store.bucket).toBe('docs');
    expect(await store.client.config.forcePathStyle).toBe(true);
    store.client.destroy();
  });

  it('refuses s3 without a bucket, and an unknown driver', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('Invalid configuration: STORAGE must be fs or s3');
  });
});
