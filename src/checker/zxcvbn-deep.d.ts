/**
 * Types for the three zxcvbn-ts 4.x modules the checker imports by path (the
 * package has no `exports` map, and its own declarations are for `.d.ts` paths
 * that NodeNext does not pair with `.mjs` files). Only what the checker calls.
 */
declare module '@zxcvbn-ts/core/dist/Matching.mjs' {
  import type { MatchExtended, Options } from '@zxcvbn-ts/core';
  // biome-ignore lint/style/noDefaultExport: describes zxcvbn-ts's own default export.
  export default class Matching {
    constructor(options: Options);
    match(password: string, userInputsOptions?: unknown): MatchExtended[] | Promise<MatchExtended[]>;
  }
}

declare module '@zxcvbn-ts/core/dist/scoring/estimate.mjs' {
  import type { MatchEstimated, MatchExtended, Options } from '@zxcvbn-ts/core';
  // biome-ignore lint/style/noDefaultExport: describes zxcvbn-ts's own default export.
  export default function estimateGuesses(options: Options, match: MatchExtended, password: string): MatchEstimated;
}

declare module '@zxcvbn-ts/core/dist/Feedback.mjs' {
  import type { FeedbackType, MatchEstimated, Options } from '@zxcvbn-ts/core';
  // biome-ignore lint/style/noDefaultExport: describes zxcvbn-ts's own default export.
  export default class Feedback {
    constructor(options: Options);
    getFeedback(score: number, sequence: MatchEstimated[]): FeedbackType;
  }
}

declare module '@zxcvbn-ts/core/dist/matcher/dictionary/variants/scoring/uppercase.mjs' {
  // biome-ignore lint/style/noDefaultExport: describes zxcvbn-ts's own default export.
  export default function uppercaseVariant(word: string): number;
}

declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs' {
  import type { OptionsGraph } from '@zxcvbn-ts/core';

  const adjacencyGraphs: OptionsGraph;
  // biome-ignore lint/style/noDefaultExport: describes zxcvbn-ts's own default export.
  export default adjacencyGraphs;
}
