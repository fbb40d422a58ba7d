/**
 * The dictionaries of several packs as one set: each kind of list (common words, first names, last names,
 * Wikipedia's words, months, numbers...) merged across the packs into one list, each word at the least rank any
 * pack gives it. zxcvbn-ts looks every substring up in every list, so the checker of every language
 * (language-checker.ts) would otherwise do twelve lookups where a page does two, and find a word once per pack that
 * holds it. The kind keeps zxcvbn-ts's feedback: its warnings read the list's name (`passwords`, `wikipedia`,
 * `names`). Which language a word is from is not priced, as no pack's checker prices which of its lists a word is
 * from: an attacker who tries every language's words is rated as one who knows the language. Pure.
 */
import { type CompactDictionaries, mergedList, type RankedList } from './compact-dictionary.js';

/** Lists of first or last names under other names in some packs (`boysFirstnames-nl-be`, `names-id`). */
const NAME_KINDS: readonly (readonly [RegExp, string])[] = [
  [/^(boys|girls|female|male)Firstnames$|^names$/, 'firstnames'],
  [/^(female|male)Lastnames$/, 'lastnames'],
];

/** The kind of a list named `{kind}-{pack}` (`commonWords-pt-br` is `commonWords`), one of `packs`; else its name. */
export function listKind(name: string, packs: readonly string[]): string {
  const pack = [...packs].sort((a, b) => b.length - a.length).find((code) => name.endsWith(`-${code}`));
  const kind = pack === undefined ? name : name.slice(0, -pack.length - 1);
  return NAME_KINDS.find(([pattern]) => pattern.test(kind))?.[1] ?? kind;
}

/**
 * `dictionaries` with the lists of each kind merged: a kind held by one list keeps it as it is, name included;
 * the others become one list named `{kind}-all`. The packs' feedback translations are kept.
 */
export function mergedDictionaries(dictionaries: CompactDictionaries, packs: readonly string[]): CompactDictionaries {
  const kinds = new Map<string, [string, RankedList][]>();
  for (const [name, list] of dictionaries.lists) {
    const kind = listKind(name, packs);
    const members = kinds.get(kind) ?? [];
    members.push([name, list]);
    kinds.set(kind, members);
  }
  const lists = new Map<string, RankedList>();
  for (const [kind, members] of kinds) {
    const [only] = members;
    if (members.length === 1 && only !== undefined) lists.set(only[0], only[1]);
    else lists.set(`${kind}-all`, mergedList(members.map(([, list]) => list)));
  }
  return { lists, translations: dictionaries.translations };
}
