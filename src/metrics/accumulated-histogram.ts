import { type Aggregator, Histogram, type HistogramConfiguration } from 'prom-client';

/** One label set of an {@link AccumulatedHistogram}, to observe values into. */
export interface HistogramSeries {
  observe(value: number): void;
  /** Observations so far. */
  readonly count: number;
}

type Labels<T extends string> = Readonly<Record<T, string>>;
type HistogramValues<T extends string> = Awaited<ReturnType<Histogram<T>['get']>>;

interface SeriesState<T extends string> extends HistogramSeries {
  readonly labels: Labels<T>;
  readonly buckets: Float64Array;
  count: number;
  sum: number;
}

/**
 * A prom-client Histogram for the hot path: `series(labels)` is looked up once
 * and then costs a few nanoseconds per observation (plain counters), where
 * `observe(labels, value)` hashes and validates the labels every time (about
 * 1.5 µs here, a sizeable share of a request; npm run bench). The exposition is
 * built at scrape time in the exact shape prom-client gives (a test compares
 * both), so registries, the text format and the cluster merge see an ordinary
 * histogram. Only {@link series} may be used to observe.
 */
export class AccumulatedHistogram<T extends string> extends Histogram<T> {
  readonly #name: string;
  readonly #help: string;
  readonly #aggregator: Aggregator;
  readonly #bounds: readonly number[];
  readonly #series: SeriesState<T>[] = [];

  constructor(configuration: Omit<HistogramConfiguration<T>, 'collect'> & { readonly buckets: readonly number[] }) {
    super(configuration);
    this.#name = configuration.name;
    this.#help = configuration.help;
    this.#aggregator = configuration.aggregator ?? 'sum';
    this.#bounds = [...configuration.buckets].sort((a, b) => a - b);
  }

  /** The series of one label set; keep it, and observe into it. */
  series(labels: Labels<T>): HistogramSeries {
    const bounds = this.#bounds;
    const state: SeriesState<T> = {
      labels: { ...labels },
      buckets: new Float64Array(bounds.length),
      count: 0,
      sum: 0,
      observe(value) {
        state.count += 1;
        state.sum += value;
        // As prom-client: the first bound at or above the value; above the last, only +Inf (the count).
        for (let i = 0; i < bounds.length; i++) {
          if (value <= (bounds[i] as number)) {
            (state.buckets[i] as number)++;
            return;
          }
        }
      },
    };
    this.#series.push(state);
    return state;
  }

  override async get(): Promise<HistogramValues<T>> {
    const name = this.#name;
    // prom-client writes `exemplar: null` on buckets and leaves it undefined on _sum and _count.
    const sample = (labels: object, value: number, suffix: string, exemplar: null | undefined) =>
      ({ labels, value, metricName: `${name}${suffix}`, exemplar }) as HistogramValues<T>['values'][number];
    const values: HistogramValues<T>['values'] = [];
    for (const { labels, buckets, count, sum } of this.#series) {
      if (count === 0) continue;
      let cumulative = 0;
      this.#bounds.forEach((le, i) => {
        cumulative += buckets[i] as number;
        values.push(sample({ le, ...labels }, cumulative, '_bucket', null));
      });
      values.push(
        sample({ le: '+Inf', ...labels }, count, '_bucket', null),
        sample({ ...labels }, sum, '_sum', undefined),
        sample({ ...labels }, count, '_count', undefined),
      );
    }
    // prom-client's own shape; its typings name a MetricType enum and a collect that its get() does not return.
    return { name, help: this.#help, type: 'histogram', values, aggregator: this.#aggregator } as never;
  }

  /** The text format reads this when present (prom-client 15), the cluster merge reads get(): both are the same. */
  getForPromString(): ReturnType<AccumulatedHistogram<T>['get']> {
    return this.get();
  }
}
