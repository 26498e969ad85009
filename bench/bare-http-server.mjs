/**
 * bench:list's 'bare HTTP' way (bench/list.ts): the floor of any HTTP API over the list's SQL in Node.js. A
 * node:http server in BARE_PROCESSES processes (node:cluster, as the API's WEB_CONCURRENCY) that answers every
 * request with the list statement's rows (BARE_STATEMENT: { text, params }, the same named prepared statement
 * bench:list's bare SQL runs) as JSON: no framework, no sign-in check, no row mapping, no logging. Prints
 * 'listening' once every process listens on BARE_PORT.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.BARE_PORT);
const processes = Number(process.env.BARE_PROCESSES ?? 1);

if (cluster.isPrimary && processes > 1) {
  let up = 0;
  for (let i = 0; i < processes; i++)
    cluster.fork().on('message', (m) => {
      if (m === 'listening' && ++up === processes) console.log('listening');
    });
} else {
  const { text, params } = JSON.parse(process.env.BARE_STATEMENT);
  const pool = new pg.Pool({
    connectionString: process.env.BARE_DATABASE_URL,
    max: Number(process.env.BARE_POOL ?? 1),
  });
  const server = http.createServer(async (req, res) => {
    try {
      const { rows } = await pool.query({ name: 'bare_http_list', text, values: params, rowMode: 'array' });
      const body = JSON.stringify(rows);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'content-range': `items 0-${rows.length - 1}/${rows.length ? rows[0][rows[0].length - 1] : 0}`,
      });
      res.end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, () => (cluster.isWorker ? process.send('listening') : console.log('listening')));
}
