import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Catalan: long scale (mil milions 10^9, bilió 10^12); "de" after milió and above ("3 milions d'anys"). */
export const PAGES_CA: PageCatalogue = {
  code: 'ca',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Servei de generació de contrasenyes',
    page_nav_label: 'Pàgines',
    page_nav_generator: 'Generador',
    page_nav_checker: 'Comprovador',
    page_nav_reference: 'Referència de l’API',
    page_private:
      'Aquesta pàgina funciona només al teu navegador: res del que hi generis o escriguis s’envia, es desa ni es recorda. Un cop carregada, no fa cap més petició de xarxa.',
    page_noscript:
      'Aquesta pàgina necessita JavaScript: és el teu navegador qui fa la feina, perquè cap servidor no vegi mai la contrasenya.',
    level_0: 'molt feble',
    level_1: 'feble',
    level_2: 'acceptable',
    level_3: 'forta',
    level_4: 'molt forta',
    page_level: 'Nivell {level} de 4: {name}',
    page_level_label: 'Nivell de fortalesa',
    page_crack_time:
      'Temps per desxifrar-la: {time}, per a un atacant que prova 10^12 intents per segon fora de línia.',
    page_json_summary: 'L’anàlisi en JSON',
    generator_title: 'Generador de contrasenyes',
    generator_lead:
      'Contrasenyes aleatòries creades pel teu propi navegador, amb crypto.getRandomValues i exactament el mateix codi que el servei, amb una anàlisi exacta de la seva fortalesa.',
    generator_options: 'Opcions',
    generator_length: 'Longitud',
    generator_count: 'Nombre de contrasenyes',
    generator_types: 'Caràcters',
    generator_lower: 'Minúscules (a-z)',
    generator_upper: 'Majúscules (A-Z)',
    generator_digits: 'Dígits (0-9)',
    generator_symbols: 'Símbols ({symbols})',
    generator_exclude_ambiguous: 'Evitar caràcters que es confonen (0 O 1 I l o)',
    generator_no_repeats: 'Cap caràcter dues vegades seguides',
    generator_regenerate: 'Torna a generar',
    generator_passwords: 'Contrasenyes',
    generator_copy: 'Copia',
    generator_copy_label: 'Copia la contrasenya {n}',
    generator_copied: 'S’ha copiat la contrasenya {n} al porta-retalls.',
    generator_copy_failed: 'No s’ha pogut copiar la contrasenya. Selecciona-la i copia-la a mà.',
    generator_strength: 'Fortalesa',
    generator_bits: '{bits} bits d’entropia',
    generator_formula:
      '{length} caràcters, cadascun triat de manera uniforme entre {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} caràcters triats entre {pool}, cap igual a l’anterior: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Com funciona',
    generator_about_uniform:
      'Cada caràcter es tria de manera independent i uniforme del conjunt, amb mostreig per rebuig, perquè cap no sigui més probable que un altre. No s’imposa cap tipus: una contrasenya curta pot no tenir dígits, perquè imposar-ne un de cada tipus faria incorrecta l’anàlisi de dalt.',
    generator_about_exact:
      'L’anàlisi és exacta, no una estimació: descriu el procés que ha triat la contrasenya, que un atacant pot conèixer del tot. El temps per desxifrar-la és el temps esperat, la meitat de les contrasenyes possibles, a 10^12 intents per segon.',
    checker_title: 'Comprovador de fortalesa de contrasenyes',
    checker_lead:
      'Escriu o enganxa una contrasenya per estimar com és de difícil d’endevinar. L’estimació la fa el teu navegador amb zxcvbn-ts, en segon pla, amb diccionaris en anglès i en castellà; els avisos i suggeriments surten en anglès.',
    checker_password: 'Contrasenya',
    checker_show: 'Mostra la contrasenya',
    checker_cap: 'Només s’analitzen els primers {max} caràcters.',
    checker_truncated: 'Només s’han analitzat els primers {max} dels seus {length} caràcters.',
    checker_loading: 'S’estan carregant els diccionaris…',
    checker_ready: 'A punt: escriu una contrasenya.',
    checker_failed: 'El comprovador no s’ha pogut iniciar en aquest navegador. Torna a carregar la pàgina.',
    checker_guesses: 'Intents estimats: {guesses}.',
    checker_basis_patterns: 'una estimació per patrons',
    checker_basis_random: 'cap patró trobat: exacte si es va triar a l’atzar',
    checker_ceiling_true:
      'Una cota superior ("ceiling": true al JSON): l’estimació ha trobat patrons que coneix (contrasenyes, paraules, noms i dates comuns, patrons de teclat, substitucions l33t), i a un atacant que en sàpiga més de tu li podrien caldre menys intents.',
    checker_ceiling_false:
      'No s’ha trobat cap patró ("ceiling": false al JSON): la xifra és l’anàlisi exacta del generador per a una contrasenya triada a l’atzar entre els tipus de caràcters que fa servir aquesta, la mateixa xifra que mostra el generador. Només és exacta si la contrasenya es va triar de debò a l’atzar.',
    checker_warning: 'Avís: {warning}',
    checker_suggestions: 'Suggeriments',
    checker_about_title: 'Com funciona',
    checker_about:
      'El nivell fa servir el mateix model d’atac i la mateixa escala que el servei: el temps per desxifrar-la és el nombre estimat d’intents dividit per 10^12 intents per segon. El nivell 0 és menys d’un minut, l’1 menys d’un dia, el 2 menys d’un any, el 3 menys d’un segle i el 4 qualsevol temps més llarg. L’estimació és la menor de dues xifres: la dels patrons que troba zxcvbn-ts, amb els caràcters no explicats endevinats entre els tipus de caràcters presents, i la xifra exacta del generador per a una contrasenya triada a l’atzar entre aquests tipus.',
    error_invalid_length: 'La longitud ha de ser un nombre enter de {min} a {max}.',
    error_invalid_count: 'El nombre ha de ser un enter de {min} a {max}.',
    error_empty_alphabet: 'Activa almenys un tipus de caràcter: minúscules, majúscules, dígits o símbols.',
    generator_no_passwords: 'No hi ha contrasenyes fins que no es corregeixi l’opció marcada.',
    generator_clipboard_note:
      'Una contrasenya copiada s’esborra del porta-retalls al cap de {seconds} segons si encara hi és, quan el navegador ho permet.',
    generator_clipboard_cleared: 'S’ha esborrat la contrasenya copiada del porta-retalls.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'mil', other: '{n} mil' },
      { exponent: 6, one: '1 milió', other: '{n} milions', unitForm: 'many' },
      { exponent: 9, one: 'mil milions', other: '{n} mil milions', unitForm: 'many' },
      { exponent: 12, one: '1 bilió', other: '{n} bilions', unitForm: 'many' },
      { exponent: 15, one: 'mil bilions', other: '{n} mil bilions', unitForm: 'many' },
      { exponent: 18, one: '1 trilió', other: '{n} trilions', unitForm: 'many' },
      { exponent: 21, one: 'mil trilions', other: '{n} mil trilions', unitForm: 'many' },
    ],
  },
  units: {
    second: { one: 'segon', other: 'segons', many: 'de segons' },
    minute: { one: 'minut', other: 'minuts', many: 'de minuts' },
    hour: { one: 'hora', other: 'hores', many: 'd’hores' },
    day: { one: 'dia', other: 'dies', many: 'de dies' },
    year: { one: 'any', other: 'anys', many: 'd’anys' },
  },
  lessThanOne: 'menys d’1 segon',
  amount: '{value} {unit}',
  atMost: 'com a màxim {amount}',
  namedForm: 'other',
};
