/**
 * Keyboard layouts the zxcvbn-ts packs lack, as adjacency graphs in zxcvbn-ts's
 * format, built here from the layout's rows by the method of zxcvbn's
 * `data-scripts/build_keyboard_adjacency_graphs.py` (slanted keyboards): each
 * key maps to its six neighbours [left, upper left, upper right, right, lower
 * right, lower left], each neighbour the key's unshifted and shifted character
 * ("йЙ"), or null at an edge.
 *
 * `@zxcvbn-ts/language-common` already has QWERTY, QWERTZ (German), AZERTY
 * (French), Dvorak and the keypads. Added here:
 *
 * - **ЙЦУКЕН**, the Russian standard layout (ГОСТ 6431-90 letters, with the
 *   number row of the Russian layout shipped by Windows, macOS and Linux' xkb
 *   `ru`): `йцукен`, `фывапр`, `ячсмит` and their walks.
 */

/** A slanted keyboard: rows of keys from the number row down, each key as its unshifted and shifted character. */
export interface KeyboardLayout {
  readonly rows: readonly (readonly string[])[];
}

/** ЙЦУКЕН (Russian): xkb `ru` / Windows "Russian" layout. */
export const JCUKEN: KeyboardLayout = {
  rows: [
    ['ёЁ', '1!', '2"', '3№', '4;', '5%', '6:', '7?', '8*', '9(', '0)', '-_', '=+'],
    ['йЙ', 'цЦ', 'уУ', 'кК', 'еЕ', 'нН', 'гГ', 'шШ', 'щЩ', 'зЗ', 'хХ', 'ъЪ', '\\/'],
    ['фФ', 'ыЫ', 'вВ', 'аА', 'пП', 'рР', 'оО', 'лЛ', 'дД', 'жЖ', 'эЭ'],
    ['яЯ', 'чЧ', 'сС', 'мМ', 'иИ', 'тТ', 'ьЬ', 'бБ', 'юЮ', '.,'],
  ],
};

/** A graph in zxcvbn-ts's format: character to its six neighbours. */
export type AdjacencyGraph = Record<string, (string | null)[]>;

/**
 * The adjacency graph of a slanted layout. The number row starts one key to the
 * left of the letter rows (as on every ISO and ANSI board, where each letter row
 * is offset from the one above by a fraction of a key, counted as zxcvbn does).
 */
export function slantedGraph(layout: KeyboardLayout): AdjacencyGraph {
  const at = new Map<string, string>();
  layout.rows.forEach((row, y) => {
    const start = y === 0 ? 0 : 1;
    row.forEach((key, x) => {
      at.set(`${start + x},${y}`, key);
    });
  });
  const graph: AdjacencyGraph = {};
  for (const [position, key] of at) {
    const [x, y] = position.split(',').map(Number) as [number, number];
    const neighbours = [
      [x - 1, y],
      [x, y - 1],
      [x + 1, y - 1],
      [x + 1, y],
      [x, y + 1],
      [x - 1, y + 1],
    ].map(([nx, ny]) => at.get(`${nx},${ny}`) ?? null);
    for (const character of key) graph[character] = neighbours;
  }
  return graph;
}

/** The graphs added to zxcvbn-ts's, by name. */
export function extraKeyboardGraphs(): Record<string, AdjacencyGraph> {
  return { jcuken: slantedGraph(JCUKEN) };
}
