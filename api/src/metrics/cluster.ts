/**
 * Metrics of a WEB_CONCURRENCY cluster as one answer (README 'Metrics'): the primary process aggregates its HTTP
 * processes' registries with prom-client's AggregatorRegistry (counters and histograms summed, so the request
 * counts are the cluster's; the gauges read from the shared database are taken once, `aggregator: 'max'` in
 * registry.ts). The primary serves METRICS_PORT itself; a /metrics request on the main port reaches one HTTP
 * process, which asks the primary for the aggregate over the cluster's IPC channel.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import { metricsRegistry, scrapeMetrics } from './registry';

const REQUEST = 'cp:cluster-metrics-req';
const ANSWER = 'cp:cluster-metrics-res';
const TIMEOUT_MS = 10_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

/**
 * In the primary: the aggregate of every HTTP process's metrics, and the answers to the HTTP processes that ask
 * for it. Call once, before forking.
 */
export function startClusterMetrics(): () => Promise<string> {
  aggregator ??= new AggregatorRegistry();
  const registry = aggregator;
  const collect = () => registry.clusterMetrics();
  cluster.on('message', (worker: Worker, message: unknown) => {
    const m = message as Partial<MetricsRequest> | null;
    if (m?.type !== REQUEST || typeof m.id !== 'number') return;
    const id = m.id;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer });
    };
    collect().then(
      (text: string) => reply({ text }),
      (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
  return collect;
}

/** In an HTTP process of a cluster: report this process's registry to the primary's aggregation. */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker || aggregator) return;
  // Constructing it in a worker installs prom-client's answer to the primary's requests.
  aggregator = new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metricsRegistry]);
}

let nextId = 0;
const pending = new Map<number, (answer: MetricsAnswer) => void>();
let listening = false;

/** The cluster's aggregated metrics, asked of the primary (in an HTTP process of a cluster). */
function askPrimary(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      const m = message as Partial<MetricsAnswer> | null;
      if (m?.type === ANSWER && typeof m.id === 'number') pending.get(m.id)?.(m as MetricsAnswer);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary process did not answer with the cluster metrics in time'));
    }, TIMEOUT_MS);
    pending.set(id, (answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(`cluster metrics: ${answer.error ?? 'no answer'}`));
    });
    process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

/** What /metrics answers: the cluster's aggregate in an HTTP process of a cluster, else this process's. */
export function metricsText(): Promise<string> {
  return aggregator && cluster.isWorker && process.send ? askPrimary() : scrapeMetrics();
}
