/** Real database failures (PGlite, or the server with TEST_DB=postgres) map to 409 / 400 / 503. */
import { sql } from 'drizzle-orm';
import { USER_EMAIL_TAKEN } from '@cp/schemas/messages/signin';
import {
  CONCURRENT_CHANGE,
  INVALID_VALUE,
  NUL_CHARACTER,
  SERVICE_BRIEFLY_UNAVAILABLE,
} from '@cp/schemas/messages/platform';
import { users } from '../db/schema';
import { httpStatusOf } from '../errors';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { appErrorFromDb } from './db-errors';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    const mapped = appErrorFromDb(err);
    return (
      mapped && {
        status: httpStatusOf(mapped.code),
        message: mapped.message,
        retry: mapped.retryAfterSeconds,
      }
    );
  }
  throw new Error('expected the query to fail');
}

describe('database errors', () => {
  it('a second live user with the same email (a lost invite race) is 409 with the invite message', async () => {
    await t.db.insert(users).values({ email: 'race@example.test', security: 'READ ONLY' });
    expect(
      await failureOf(() => t.db.insert(users).values({ email: 'race@example.test', security: 'READ ONLY' })),
    ).toEqual({ status: 409, message: USER_EMAIL_TAKEN, retry: undefined });
  });

  it.each([
    ['a bad uuid', sql`select 'nope'::uuid`, 400, INVALID_VALUE],
    ['a NUL in jsonb', sql`select '{"a":"\\u0000"}'::jsonb ->> 'a'`, 400, NUL_CHARACTER],
    ['a number out of range', sql`select 99999999999::int`, 400, INVALID_VALUE],
  ] as const)('%s', async (_name, query, status, message) => {
    expect(await failureOf(() => t.db.execute(query))).toMatchObject({ status, message });
  });

  it('a value too long for its column is 400', async () => {
    const failure = await failureOf(() =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table short_text (v varchar(2)) on commit drop`);
        await tx.execute(sql`insert into short_text values ('abc')`);
      }),
    );
    expect(failure).toMatchObject({ status: 400, message: INVALID_VALUE });
  });

  // PGlite runs in-process and has no timer to cancel a statement with.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a statement cancelled by its timeout is 503 with Retry-After',
    async () => {
      const failure = await failureOf(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 50`);
          await tx.execute(sql`select pg_sleep(1)`);
        }),
      );
      expect(failure).toEqual({ status: 503, message: SERVICE_BRIEFLY_UNAVAILABLE, retry: 5 });
    },
  );

  it('a dropped connection is 503', () => {
    const cut = Object.assign(new Error('Connection terminated unexpectedly'), {});
    expect(appErrorFromDb(new Error('Failed query', { cause: cut }))?.message).toBe(
      SERVICE_BRIEFLY_UNAVAILABLE,
    );
    expect(appErrorFromDb(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))?.retryAfterSeconds).toBe(
      5,
    );
  });

  it('a row that refers to one deleted meanwhile is 409', async () => {
    expect(
      await failureOf(() =>
        t.db.execute(
          sql`insert into user_units (user_id, unit_id) values (gen_random_uuid(), gen_random_uuid())`,
        ),
      ),
    ).toMatchObject({ status: 409, message: CONCURRENT_CHANGE });
  });

  it('leaves other errors alone (they answer 500)', () => {
    expect(appErrorFromDb(new TypeError('x is undefined'))).toBeUndefined();
  });
});
