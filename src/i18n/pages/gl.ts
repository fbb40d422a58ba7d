import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Galician: long scale (mil millóns 10^9, billón 10^12); "de" after millón and above ("3 millóns de anos"). */
export const PAGES_GL: PageCatalogue = {
  code: 'gl',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Servizo de xeración de contrasinais',
    page_nav_label: 'Páxinas',
    page_nav_generator: 'Xerador',
    page_nav_checker: 'Comprobador',
    page_nav_reference: 'Referencia da API',
    page_private:
      'Esta páxina funciona só no teu navegador: nada do que xeres ou escribas aquí se envía, se garda nin se lembra. Unha vez cargada, non fai ningunha petición de rede.',
    page_noscript:
      'Esta páxina necesita JavaScript: o teu propio navegador fai o traballo, para que ningún servidor vexa nunca o contrasinal.',
    level_0: 'moi feble',
    level_1: 'feble',
    level_2: 'aceptable',
    level_3: 'forte',
    level_4: 'moi forte',
    page_level: 'Nivel {level} de 4: {name}',
    page_level_label: 'Nivel de fortaleza',
    page_crack_time:
      'Tempo para descifralo: {time}, para un atacante que proba 10^12 intentos por segundo sen conexión.',
    page_json_summary: 'A análise en JSON',
    generator_title: 'Xerador de contrasinais',
    generator_lead:
      'Contrasinais aleatorios feitos polo teu propio navegador, con crypto.getRandomValues e exactamente o mesmo código ca o servizo, cunha análise exacta da súa fortaleza.',
    generator_options: 'Opcións',
    generator_length: 'Lonxitude',
    generator_count: 'Número de contrasinais',
    generator_types: 'Caracteres',
    generator_lower: 'Minúsculas (a-z)',
    generator_upper: 'Maiúsculas (A-Z)',
    generator_digits: 'Díxitos (0-9)',
    generator_symbols: 'Símbolos ({symbols})',
    generator_exclude_ambiguous: 'Evitar caracteres que se confunden (0 O 1 I l o)',
    generator_no_repeats: 'Ningún carácter dúas veces seguidas',
    generator_regenerate: 'Xerar de novo',
    generator_passwords: 'Contrasinais',
    generator_copy: 'Copiar',
    generator_copy_label: 'Copiar o contrasinal {n}',
    generator_copied: 'Contrasinal {n} copiado no portapapeis.',
    generator_copy_failed: 'Non se puido copiar o contrasinal. Selecciónao e cópiao a man.',
    generator_strength: 'Fortaleza',
    generator_bits: '{bits} bits de entropía',
    generator_formula:
      '{length} caracteres, cada un escollido de xeito uniforme entre {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} caracteres escollidos entre {pool}, ningún igual ao anterior: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Como funciona',
    generator_about_uniform:
      'Cada carácter escóllese de xeito independente e uniforme do conxunto, con mostraxe por rexeitamento, para que ningún sexa máis probable ca outro. Non se impón ningún tipo: un contrasinal curto pode non ter díxitos, porque impor un de cada tipo faría incorrecta a análise de arriba.',
    generator_about_exact:
      'A análise é exacta, non unha estimación: describe o proceso que escolleu o contrasinal, que un atacante pode coñecer por completo. O tempo para descifralo é o tempo esperado, a metade dos contrasinais posibles, a 10^12 intentos por segundo.',
    checker_title: 'Comprobador de fortaleza de contrasinais',
    checker_lead:
      'Escribe ou pega un contrasinal para estimar o difícil que é adiviñalo. A estimación faina o teu navegador con zxcvbn-ts, en segundo plano, con dicionarios en inglés e en castelán; os avisos e suxestións aparecen en inglés.',
    checker_password: 'Contrasinal',
    checker_show: 'Amosar o contrasinal',
    checker_cap: 'Só se analizan os primeiros {max} caracteres.',
    checker_truncated: 'Só se analizaron os primeiros {max} dos seus {length} caracteres.',
    checker_loading: 'Cargando os dicionarios…',
    checker_ready: 'Listo: escribe un contrasinal.',
    checker_failed: 'O comprobador non puido iniciarse neste navegador. Volve cargar a páxina.',
    checker_guesses: 'Intentos estimados: {guesses}.',
    checker_basis_patterns: 'estimación por patróns',
    checker_basis_random: 'sen patróns: exacto se se escolleu ao chou',
    checker_ceiling_true:
      'É unha cota superior ("ceiling": true no JSON): a estimación atopou patróns que coñece (contrasinais, palabras, nomes e datas comúns, patróns de teclado, substitucións l33t), e a un atacante que saiba máis de ti poderíanlle chegar menos intentos.',
    checker_ceiling_false:
      'Non se atopou ningún patrón ("ceiling": false no JSON): a cifra é a análise exacta do xerador para un contrasinal escollido ao chou entre os tipos de caracteres que usa este, a mesma que mostra o xerador. Só é exacta se o contrasinal se escolleu de verdade ao chou.',
    checker_warning: 'Aviso: {warning}',
    checker_suggestions: 'Suxestións',
    checker_about_title: 'Como funciona',
    checker_about:
      'O nivel usa o mesmo modelo de ataque e a mesma escala ca o servizo: o tempo para descifralo é o número estimado de intentos dividido entre 10^12 intentos por segundo. O nivel 0 é menos dun minuto, o 1 menos dun día, o 2 menos dun ano, o 3 menos dun século e o 4 calquera tempo maior. A estimación é a menor de dúas cifras: a dos patróns que atopa zxcvbn-ts, cos caracteres sen explicar adiviñados entre os tipos de caracteres presentes, e a cifra exacta do xerador para un contrasinal escollido ao chou entre eses tipos.',
    error_invalid_length: 'A lonxitude debe ser un número enteiro de {min} a {max}.',
    error_invalid_count: 'O número debe ser un enteiro de {min} a {max}.',
    error_empty_alphabet: 'Activa polo menos un tipo de carácter: minúsculas, maiúsculas, díxitos ou símbolos.',
    generator_no_passwords: 'Non hai contrasinais ata que se corrixa a opción marcada.',
    generator_clipboard_note:
      'Un contrasinal copiado bórrase do portapapeis aos {seconds} segundos se segue alí, cando o navegador o permite.',
    generator_clipboard_cleared: 'O contrasinal copiado borrouse do portapapeis.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'mil', other: '{n} mil' },
      { exponent: 6, one: '1 millón', other: '{n} millóns', unitForm: 'many' },
      { exponent: 9, one: 'mil millóns', other: '{n} mil millóns', unitForm: 'many' },
      { exponent: 12, one: '1 billón', other: '{n} billóns', unitForm: 'many' },
      { exponent: 15, one: 'mil billóns', other: '{n} mil billóns', unitForm: 'many' },
      { exponent: 18, one: '1 trillón', other: '{n} trillóns', unitForm: 'many' },
      { exponent: 21, one: 'mil trillóns', other: '{n} mil trillóns', unitForm: 'many' },
    ],
  },
  units: {
    second: { one: 'segundo', other: 'segundos', many: 'de segundos' },
    minute: { one: 'minuto', other: 'minutos', many: 'de minutos' },
    hour: { one: 'hora', other: 'horas', many: 'de horas' },
    day: { one: 'día', other: 'días', many: 'de días' },
    year: { one: 'ano', other: 'anos', many: 'de anos' },
  },
  lessThanOne: 'menos de 1 segundo',
  amount: '{value} {unit}',
  atMost: 'como moito {amount}',
  namedForm: 'other',
};
