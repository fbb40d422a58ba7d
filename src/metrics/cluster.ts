import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * In a cluster worker: answers the primary's requests for this worker's
 * metrics (over the cluster IPC channel) from `registry`, instead of opening a
 * metrics port of its own.
 */
export function reportMetricsToPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs the worker's IPC listener (prom-client does it once per process).
  void new AggregatorRegistry();
}

/**
 * In the cluster primary: every worker's metrics, asked for at each scrape and
 * merged (counters and histograms summed; prom-client's own rule for each
 * default metric), as one exposition text for one scrape target.
 */
export function createClusterMetricsSource(): { render(): Promise<string>; readonly contentType: string } {
  const aggregator = new AggregatorRegistry();
  return { render: () => aggregator.clusterMetrics(), contentType: aggregator.contentType };
}
