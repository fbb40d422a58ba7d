/** One sample line of the Prometheus text exposition format. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** A parsed exposition: the TYPE of each metric family and every sample. */
export interface Exposition {
  readonly types: ReadonlyMap<string, string>;
  readonly help: ReadonlyMap<string, string>;
  readonly samples: readonly Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;

// Label values escape backslash, double quote and newline (the text format, version 0.0.4).
function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const nameMatch = /^([a-zA-Z_][a-zA-Z0-9_]*)="/.exec(text.slice(i));
    if (nameMatch === null || nameMatch[1] === undefined) throw new Error(`bad label set in: ${line}`);
    i += nameMatch[0].length;
    let value = '';
    while (text[i] !== '"') {
      if (i >= text.length) throw new Error(`unterminated label value in: ${line}`);
      if (text[i] === '\\') {
        const next = text[i + 1];
        value += next === 'n' ? '\n' : (next ?? '');
        i += 2;
      } else {
        value += text[i];
        i += 1;
      }
    }
    if (Object.hasOwn(labels, nameMatch[1])) throw new Error(`label ${nameMatch[1]} repeated in: ${line}`);
    labels[nameMatch[1]] = value;
    i += 1;
    if (text[i] === ',') i += 1;
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  // Prometheus reads floats as Go's ParseFloat does: NaN in any case (prom-client writes `Nan`).
  if (text.toLowerCase() === 'nan') return Number.NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** Parses the text format strictly: a line that is neither a comment nor a well-formed sample throws. */
export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^# (TYPE|HELP) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment !== null) {
      const [, kind, name = '', rest = ''] = comment;
      if (kind === 'TYPE') {
        if (types.has(name)) throw new Error(`TYPE of ${name} given twice`);
        types.set(name, rest);
      } else help.set(name, rest);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (match === null) throw new Error(`not a sample line: ${line}`);
    samples.push({
      name: match[1] ?? '',
      labels: parseLabels(match[2] ?? '', line),
      value: parseValue(match[3] ?? '', line),
    });
  }
  return { types, help, samples };
}

/** The samples of one series name whose labels include `labels`. */
export function series(exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exposition.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The sum of the values of {@link series}. */
export function total(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return series(exposition, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
