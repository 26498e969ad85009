/** The whole API (createApp) over a test database, as the portal tests drive it. */
import pino from 'pino';
import { createApp } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/client';

export const TEST_ORIGIN = 'http://portal.test';

export function portalTestApp(db: Db): ReturnType<typeof createApp> {
  return createApp({
    db,
    config: testConfig({ publicOrigin: TEST_ORIGIN }),
    logger: pino({ level: 'silent' }),
  });
}
