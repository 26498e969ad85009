/**
 * GET /metrics (issue 28 item 5): off on the main port unless METRICS_TOKEN (404), the bearer token required,
 * a request in http_request_duration_seconds under its route pattern (never the raw URL), the job queue read
 * from pg-boss, the Email log and PDF metrics, and the METRICS_PORT server.
 */
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { createTestApp, type TestApp } from '../auth/testing';
import { enqueueJob } from '../jobs/queue';
import { emailLogPurgeJob } from '../jobs/kinds/email-log-purge';
import { closePdfRenderers, getPdfRenderer } from '../pdf';
import { startMetricsServer } from './http';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics on the main port', () => {
  it('is 404 when METRICS_TOKEN is not set', async () => {
    const t = await createTestApp();
    try {
      const res = await supertest(t.app).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
      const withHeader = await supertest(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(withHeader.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ metricsToken: TOKEN });
    });
    afterAll(() => t.close());
    const scrape = () => supertest(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

    it('refuses a missing or wrong token with 401', async () => {
      const none = await supertest(t.app).get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(none.text).not.toContain('process_cpu');
      const wrong = await supertest(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`);
      expect(wrong.status).toBe(401);
      const basic = await supertest(t.app).get('/metrics').set('Authorization', `Basic ${TOKEN}`);
      expect(basic.status).toBe(401);
    });

    it('answers the Prometheus text format with the default process metrics', async () => {
      const res = await scrape();
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.text).toContain('process_cpu_user_seconds_total');
      expect(res.text).toContain('nodejs_eventloop_lag_seconds');
      expect(res.text).toMatch(/^pdf_render_queue_waiting 0$/m);
      expect(res.text).toMatch(/^pdf_render_active 0$/m);
      expect(res.text).toContain('# TYPE pdf_render_duration_seconds histogram');
    });

    it('counts a request in http_request_duration_seconds under its route pattern and status', async () => {
      const raw = 'tok-abcdef123456';
      await supertest(t.app).get(`/api/esign/agreement/${raw}`);
      await supertest(t.app).get('/healthz');
      await supertest(t.app).get('/api/no-such-route/42');
      const text = (await scrape()).text;
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/esign\/agreement\/:token",status_code="\d{3}"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1$/m,
      );
      expect(text).toMatch(/route="\(unmatched\)",status_code="404"/);
      expect(text).not.toContain(raw);
      expect(text).not.toContain('no-such-route');
    });

    it('shows a queued job in jobs_queued and the age of the oldest one', async () => {
      const before = (await scrape()).text;
      // Every queue is listed, empty ones at 0 (dashboards see the series before the first job).
      expect(before).toMatch(/^jobs_queued\{queue="email-deliver"\} \d+$/m);
      expect(before).toMatch(/^jobs_failed\{queue="jobs-dead"\} \d+$/m);
      const queued = (text: string) =>
        Number(/^jobs_queued\{queue="email-log-purge"\} (\d+)$/m.exec(text)?.[1] ?? 0);
      await enqueueJob(t.ctx.db, emailLogPurgeJob, {});
      const after = (await scrape()).text;
      expect(queued(after)).toBe(queued(before) + 1);
      expect(after).toMatch(/^jobs_oldest_queued_age_seconds\{queue="email-log-purge"\} \d/m);
      expect(after).toContain('# TYPE jobs_failed gauge');
    });

    it('shows the PDF render queue: renders printing, waiting, and refused', async () => {
      const renderer = getPdfRenderer('/nonexistent/chromium-for-metrics', { concurrency: 1, queueMax: 1 });
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const held = [renderer.queue.run(() => gate), renderer.queue.run(() => gate)];
      await expect(renderer.renderPdf('<p>x</p>')).rejects.toThrow();
      const busy = (await scrape()).text;
      expect(busy).toMatch(/^pdf_render_active 1$/m);
      expect(busy).toMatch(/^pdf_render_queue_waiting 1$/m);
      expect(busy).toMatch(/^pdf_render_rejected_total 1$/m);
      release();
      await Promise.all(held);
      const idle = (await scrape()).text;
      expect(idle).toMatch(/^pdf_render_active 0$/m);
      expect(idle).toMatch(/^pdf_render_queue_waiting 0$/m);
      await closePdfRenderers();
    });

    it('shows the Email log by status', async () => {
      const text = (await scrape()).text;
      expect(text).toMatch(/^email_messages\{status="sent"\} \d+$/m);
      expect(text).toMatch(/^email_messages\{status="dead"\} \d+$/m);
    });

    it('shows the PostgreSQL pool on a server, and no pool on PGlite', async () => {
      const text = (await scrape()).text;
      if (t.database.kind === 'postgres') {
        expect(text).toMatch(/^db_engine_info\{engine="postgres"\} 1$/m);
        expect(text).toMatch(/^db_pool_connections_in_use\{engine="postgres"\} \d+$/m);
        expect(text).toMatch(/^db_pool_waiting_requests\{engine="postgres"\} \d+$/m);
        expect(text).toMatch(/^db_pool_connections_max\{engine="postgres"\} [1-9]\d*$/m);
      } else {
        expect(text).toMatch(/^db_engine_info\{engine="pglite"\} 1$/m);
        expect(text).not.toMatch(/^db_pool_connections_in_use/m);
      }
    });
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own port, and nothing else', async () => {
    const t = await createTestApp();
    const server = await startMetricsServer({ db: t.ctx.db, port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`${base}/api/User/me`)).status).toBe(404);
    } finally {
      server.close();
      await t.close();
    }
  });
});
