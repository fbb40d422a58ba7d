/**
 * Dates written with a month's name (`31-Dec-90`, `12mars1990`, `Mai2024`): the month's name becomes its number,
 * so that zxcvbn-ts's date matcher, which reads digits only, finds the date. Names in full and abbreviated in the
 * Latin-script languages of the checker's packs (English, German, French, Spanish, Italian, Dutch, Portuguese,
 * Polish, Indonesian), accents written or not. Pure: no zxcvbn-ts, no DOM, no Node.
 */

/** Each month's names, January first: full names and their usual abbreviations, lower case. */
const MONTHS: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'januar',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
    'januari',
    'janeiro',
    'styczeń',
    'styczen',
    'sty',
  ],
  [
    'february',
    'feb',
    'februar',
    'février',
    'fevrier',
    'févr',
    'fevr',
    'febrero',
    'febbraio',
    'februari',
    'fevereiro',
    'fev',
    'luty',
    'lut',
    'pebruari',
  ],
  ['march', 'mar', 'märz', 'maerz', 'marz', 'mär', 'mars', 'marzo', 'maart', 'março', 'marco', 'marzec', 'maret'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecień', 'kwiecien', 'kwi'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio', 'maj'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwiec', 'cze'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipiec', 'lip'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'sierpień', 'sierpien', 'sie', 'agustus', 'agu'],
  [
    'september',
    'sep',
    'sept',
    'septembre',
    'septiembre',
    'settembre',
    'set',
    'setembro',
    'wrzesień',
    'wrzesien',
    'wrz',
  ],
  [
    'october',
    'oct',
    'oktober',
    'okt',
    'octobre',
    'octubre',
    'ottobre',
    'ott',
    'outubro',
    'out',
    'październik',
    'pazdziernik',
    'paź',
    'paz',
  ],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopad', 'lis', 'nop', 'nopember'],
  [
    'december',
    'dec',
    'dezember',
    'dez',
    'décembre',
    'decembre',
    'déc',
    'diciembre',
    'dic',
    'dicembre',
    'dezembro',
    'grudzień',
    'grudzien',
    'gru',
    'desember',
    'des',
  ],
];

/** Names by which a month can be written: an attacker tries them all (and three ways to capitalise each). */
const SPELLINGS = MONTHS.reduce((sum, names) => sum + names.length, 0);

/** Bits of writing a month by one of its names rather than its number: which spelling, and which case (3). */
export const MONTH_NAME_BITS = Math.log2(SPELLINGS / MONTHS.length) + Math.log2(3);

const NUMBER_OF = new Map(MONTHS.flatMap((names, month) => names.map((name) => [name, month + 1] as const)));

// The longest names first, so that `december` wins over `dec`; a name stands between non-letters.
const NAME = new RegExp(
  `(?<!\\p{L})(${[...NUMBER_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * The text with its first month name written as the month's two-digit number (`31-Dec-90` → `31-12-90`), and the
 * bits of writing the name back ({@link MONTH_NAME_BITS}), or null when it names no month.
 */
export function monthAsNumber(text: string): { readonly text: string; readonly bits: number } | null {
  const found = NAME.exec(text);
  if (found === null) return null;
  const month = NUMBER_OF.get((found[1] as string).toLowerCase());
  if (month === undefined) return null;
  const number = String(month).padStart(2, '0');
  return {
    text: `${text.slice(0, found.index)}${number}${text.slice(found.index + (found[1] as string).length)}`,
    bits: MONTH_NAME_BITS,
  };
}
