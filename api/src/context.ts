/** What every router and the worker receive: the database, the configuration and the logger. */
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';

export interface AppContext {
  db: Db;
  config: Config;
  logger: Logger;
}
