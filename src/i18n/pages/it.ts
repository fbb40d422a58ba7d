import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Italian: long scale (miliardo 10^9, bilione 10^12); "di" after milione and above ("3 milioni di anni"). */
export const PAGES_IT: PageCatalogue = {
  code: 'it',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Servizio di generazione di password',
    page_nav_label: 'Pagine',
    page_nav_generator: 'Generatore',
    page_nav_checker: 'Verifica',
    page_nav_reference: 'Riferimento API',
    page_private:
      'Questa pagina funziona solo nel tuo browser: nulla di ciò che generi o digiti qui viene inviato, salvato o ricordato. Una volta caricata, non fa più alcuna richiesta di rete.',
    page_noscript:
      'Questa pagina richiede JavaScript: il lavoro lo fa il tuo browser, così nessun server vede mai la password.',
    level_0: 'molto debole',
    level_1: 'debole',
    level_2: 'discreta',
    level_3: 'robusta',
    level_4: 'molto robusta',
    page_level: 'Livello {level} di 4: {name}',
    page_level_label: 'Livello di robustezza',
    page_crack_time: 'Tempo per forzarla: {time}, per un attaccante che prova 10^12 combinazioni al secondo offline.',
    page_json_summary: 'L’analisi in JSON',
    generator_title: 'Generatore di password',
    generator_lead:
      'Password casuali create dal tuo browser, con crypto.getRandomValues e lo stesso identico codice del servizio, insieme a un’analisi esatta della loro robustezza.',
    generator_options: 'Opzioni',
    generator_length: 'Lunghezza',
    generator_count: 'Numero di password',
    generator_types: 'Caratteri',
    generator_lower: 'Lettere minuscole (a-z)',
    generator_upper: 'Lettere maiuscole (A-Z)',
    generator_digits: 'Cifre (0-9)',
    generator_symbols: 'Simboli ({symbols})',
    generator_exclude_ambiguous: 'Evita i caratteri che si somigliano (0 O 1 I l o)',
    generator_no_repeats: 'Nessun carattere due volte di seguito',
    generator_regenerate: 'Rigenera',
    generator_passwords: 'Password',
    generator_copy: 'Copia',
    generator_copy_label: 'Copia la password {n}',
    generator_copied: 'Password {n} copiata negli appunti.',
    generator_copy_failed: 'Impossibile copiare la password. Selezionala e copiala a mano.',
    generator_strength: 'Robustezza',
    generator_bits: '{bits} bit di entropia',
    generator_formula:
      '{length} caratteri, ciascuno estratto in modo uniforme da un insieme di {pool}: bit = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} caratteri da un insieme di {pool}, nessuno uguale al precedente: bit = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Come funziona',
    generator_about_uniform:
      'Ogni carattere è estratto in modo indipendente e uniforme dall’insieme, con campionamento per rifiuto, così che nessun carattere sia più probabile di un altro. Nessun tipo è imposto: una password corta può non avere cifre, perché imporne una per tipo renderebbe sbagliata l’analisi qui sopra.',
    generator_about_exact:
      'L’analisi è esatta, non una stima: descrive il procedimento che ha estratto la password, che un attaccante può conoscere per intero. Il tempo per forzarla è il tempo atteso, metà delle password possibili, a 10^12 tentativi al secondo.',
    checker_title: 'Verifica della robustezza delle password',
    checker_lead:
      'Digita o incolla una password per stimare quanto è difficile indovinarla. La stima la fa il tuo browser con zxcvbn-ts, in background, con dizionari inglesi e spagnoli; avvisi e consigli sono in inglese.',
    checker_password: 'Password',
    checker_show: 'Mostra la password',
    checker_cap: 'Vengono analizzati solo i primi {max} caratteri.',
    checker_truncated: 'Sono stati analizzati solo i primi {max} dei suoi {length} caratteri.',
    checker_loading: 'Caricamento dei dizionari…',
    checker_ready: 'Pronto: digita una password.',
    checker_failed: 'La verifica non è partita in questo browser. Ricarica la pagina.',
    checker_guesses: 'Tentativi stimati: {guesses}.',
    checker_basis_patterns: 'una stima basata su schemi',
    checker_basis_random: 'nessuno schema trovato: esatta se estratta a caso',
    checker_ceiling_true:
      'Un limite superiore ("ceiling": true nel JSON): la stima ha trovato schemi che conosce (password, parole, nomi e date comuni, sequenze di tastiera, sostituzioni l33t), e a un attaccante che sa di più su di te potrebbero bastare meno tentativi.',
    checker_ceiling_false:
      'Nessuno schema trovato ("ceiling": false nel JSON): la cifra è l’analisi esatta del generatore per una password estratta a caso dai tipi di caratteri che usa questa, la stessa cifra che mostra il generatore. È esatta solo se la password è stata davvero estratta a caso.',
    checker_warning: 'Attenzione: {warning}',
    checker_suggestions: 'Consigli',
    checker_about_title: 'Come funziona',
    checker_about:
      'Il livello usa lo stesso modello di attacco e la stessa scala del servizio: il tempo per forzarla è il numero stimato di tentativi diviso 10^12 tentativi al secondo. Il livello 0 è sotto un minuto, 1 sotto un giorno, 2 sotto un anno, 3 sotto un secolo e 4 oltre. La stima è la minore di due cifre: quella degli schemi che trova zxcvbn-ts, con i caratteri non spiegati indovinati tra i tipi di caratteri presenti, e la cifra esatta del generatore per una password estratta a caso da quei tipi.',
    error_invalid_length: 'La lunghezza deve essere un numero intero da {min} a {max}.',
    error_invalid_count: 'Il numero deve essere un intero da {min} a {max}.',
    error_empty_alphabet: 'Attiva almeno un tipo di carattere: minuscole, maiuscole, cifre o simboli.',
    generator_no_passwords: 'Nessuna password finché l’opzione segnalata non è corretta.',
    generator_clipboard_note:
      'Una password copiata viene cancellata dagli appunti dopo {seconds} secondi se è ancora lì, quando il browser lo consente.',
    generator_clipboard_cleared: 'La password copiata è stata cancellata dagli appunti.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'mille', other: '{n} mila' },
      { exponent: 6, one: '1 milione', other: '{n} milioni', unitForm: 'many' },
      { exponent: 9, one: '1 miliardo', other: '{n} miliardi', unitForm: 'many' },
      { exponent: 12, one: '1 bilione', other: '{n} bilioni', unitForm: 'many' },
      { exponent: 15, one: '1 biliardo', other: '{n} biliardi', unitForm: 'many' },
      { exponent: 18, one: '1 trilione', other: '{n} trilioni', unitForm: 'many' },
      { exponent: 21, one: '1 triliardo', other: '{n} triliardi', unitForm: 'many' },
    ],
  },
  units: {
    second: { one: 'secondo', other: 'secondi', many: 'di secondi' },
    minute: { one: 'minuto', other: 'minuti', many: 'di minuti' },
    hour: { one: 'ora', other: 'ore', many: 'di ore' },
    day: { one: 'giorno', other: 'giorni', many: 'di giorni' },
    year: { one: 'anno', other: 'anni', many: 'di anni' },
  },
  lessThanOne: 'meno di 1 secondo',
  amount: '{value} {unit}',
  atMost: 'al massimo {amount}',
  namedForm: 'other',
};
