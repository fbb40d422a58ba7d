/**
 * EFF's large word list (eff_large_wordlist.txt, 2016): 7,776 words for five
 * dice, four of them hyphenated (`drop-down`, `felt-tip`, `t-shirt`, `yo-yo`).
 *
 * Word list by the Electronic Frontier Foundation, https://www.eff.org/dice,
 * licensed under CC BY 3.0 US (https://creativecommons.org/licenses/by/3.0/us/).
 * It comes from the npm package secure-password-utilities (MIT), which ships
 * it unchanged as EFF_LONG_WORDLIST.
 */
import { EFF_LONG_WORDLIST } from 'secure-password-utilities/wordlists';

/** The 7,776 words of EFF's large word list, in the list's (alphabetical) order. */
export const EFF_LARGE_WORDLIST: readonly string[] = EFF_LONG_WORDLIST;
