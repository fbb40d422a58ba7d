import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/**
 * Polish: long scale, with the abbreviations used beside digits (tys., mln,
 * mld, bln), which do not decline; the unit after them is genitive plural
 * ("245 mld lat"). Without them, CLDR's one/few/many/other forms: 1 rok,
 * 2 lata, 5 lat, 1,5 roku.
 */
export const PAGES_PL: PageCatalogue = {
  code: 'pl',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Usługa generowania haseł',
    page_nav_label: 'Strony',
    page_nav_generator: 'Generator',
    page_nav_checker: 'Sprawdzanie',
    page_nav_reference: 'Dokumentacja API',
    page_private:
      'Ta strona działa tylko w Twojej przeglądarce: nic, co tu wygenerujesz lub wpiszesz, nie jest nigdzie wysyłane, zapisywane ani zapamiętywane. Po załadowaniu nie wysyła już żadnych żądań sieciowych.',
    page_noscript:
      'Ta strona wymaga JavaScriptu: całą pracę wykonuje Twoja przeglądarka, żeby żaden serwer nigdy nie zobaczył hasła.',
    level_0: 'bardzo słabe',
    level_1: 'słabe',
    level_2: 'średnie',
    level_3: 'silne',
    level_4: 'bardzo silne',
    page_level: 'Poziom {level} z 4: {name}',
    page_level_label: 'Poziom siły',
    page_crack_time: 'Czas złamania: {time} dla atakującego, który offline próbuje 10^12 razy na sekundę.',
    page_json_summary: 'Analiza w formacie JSON',
    generator_title: 'Generator haseł',
    generator_lead:
      'Losowe hasła tworzone przez Twoją przeglądarkę za pomocą crypto.getRandomValues i dokładnie tego samego kodu co usługa, wraz z dokładną analizą ich siły.',
    generator_options: 'Opcje',
    generator_length: 'Długość',
    generator_count: 'Liczba haseł',
    generator_types: 'Znaki',
    generator_lower: 'Małe litery (a-z)',
    generator_upper: 'Wielkie litery (A-Z)',
    generator_digits: 'Cyfry (0-9)',
    generator_symbols: 'Symbole ({symbols})',
    generator_exclude_ambiguous: 'Unikaj podobnych znaków (0 O 1 I l o)',
    generator_no_repeats: 'Żaden znak dwa razy z rzędu',
    generator_regenerate: 'Generuj ponownie',
    generator_passwords: 'Hasła',
    generator_copy: 'Kopiuj',
    generator_copy_label: 'Kopiuj hasło {n}',
    generator_copied: 'Hasło {n} skopiowano do schowka.',
    generator_copy_failed: 'Nie udało się skopiować hasła. Zaznacz je i skopiuj ręcznie.',
    generator_strength: 'Siła',
    generator_bits: 'Entropia: {bits} bitów',
    generator_formula:
      'Znaków: {length}, każdy losowany równomiernie ze zbioru {pool}: bity = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      'Znaków: {length} ze zbioru {pool}, żaden równy poprzedniemu: bity = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Jak to działa',
    generator_about_uniform:
      'Każdy znak jest losowany niezależnie i równomiernie ze zbioru, metodą odrzucania, tak aby żaden nie był bardziej prawdopodobny od innego. Żaden rodzaj znaków nie jest wymuszany: krótkie hasło może nie mieć cyfr, bo wymuszenie każdego rodzaju zafałszowałoby powyższą analizę.',
    generator_about_exact:
      'Analiza jest dokładna, a nie szacunkowa: opisuje proces, który wylosował hasło i który atakujący może w pełni znać. Czas złamania to czas oczekiwany, połowa możliwych haseł, przy 10^12 próbach na sekundę.',
    checker_title: 'Sprawdzanie siły hasła',
    checker_lead:
      'Wpisz lub wklej hasło, aby oszacować, jak trudno je odgadnąć. Szacunek robi Twoja przeglądarka za pomocą zxcvbn-ts, w tle, ze słownikami angielskimi i hiszpańskimi; ostrzeżenia i wskazówki są po angielsku.',
    checker_password: 'Hasło',
    checker_show: 'Pokaż hasło',
    checker_cap: 'Analizowanych jest tylko pierwszych {max} znaków.',
    checker_truncated: 'Przeanalizowano tylko pierwszych {max} z {length} znaków.',
    checker_loading: 'Ładowanie słowników…',
    checker_ready: 'Gotowe: wpisz hasło.',
    checker_failed: 'Nie udało się uruchomić sprawdzania w tej przeglądarce. Odśwież stronę.',
    checker_guesses: 'Szacowana liczba prób: {guesses}.',
    checker_basis_patterns: 'oszacowanie na podstawie wzorców',
    checker_basis_random: 'nie znaleziono wzorców: dokładne, jeśli hasło wylosowano',
    checker_ceiling_true:
      'Górne oszacowanie ("ceiling": true w JSON): znaleziono znane wzorce (popularne hasła, słowa, imiona, daty, układy klawiatury, zamiany l33t), a atakującemu, który wie o Tobie więcej, może wystarczyć mniej prób.',
    checker_ceiling_false:
      'Nie znaleziono wzorców ("ceiling": false w JSON): liczba to dokładna analiza generatora dla hasła wylosowanego z rodzajów znaków, których używa to hasło, ta sama, którą pokazuje generator. Jest dokładna tylko wtedy, gdy hasło naprawdę wylosowano.',
    checker_warning: 'Ostrzeżenie: {warning}',
    checker_suggestions: 'Wskazówki',
    checker_about_title: 'Jak to działa',
    checker_about:
      'Poziom korzysta z tego samego modelu ataku i tej samej skali co usługa: czas złamania to szacowana liczba prób podzielona przez 10^12 prób na sekundę. Poziom 0 to mniej niż minuta, 1 mniej niż doba, 2 mniej niż rok, 3 mniej niż wiek, a 4 dłużej. Szacunek to mniejsza z dwóch liczb: ta ze wzorców, które znajduje zxcvbn-ts, z niewyjaśnionymi znakami zgadywanymi spośród obecnych rodzajów znaków, oraz dokładna liczba generatora dla hasła wylosowanego z tych rodzajów.',
    error_invalid_length: 'Długość musi być liczbą całkowitą od {min} do {max}.',
    error_invalid_count: 'Liczba haseł musi być liczbą całkowitą od {min} do {max}.',
    error_empty_alphabet: 'Włącz co najmniej jeden rodzaj znaków: małe litery, wielkie litery, cyfry lub symbole.',
    generator_no_passwords: 'Brak haseł, dopóki zaznaczona opcja nie zostanie poprawiona.',
    generator_clipboard_note:
      'Skopiowane hasło jest usuwane ze schowka po {seconds} s, jeśli nadal tam jest i przeglądarka na to pozwala.',
    generator_clipboard_cleared: 'Skopiowane hasło usunięto ze schowka.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: '1 tys.', other: '{n} tys.' },
      { exponent: 6, one: '1 mln', other: '{n} mln' },
      { exponent: 9, one: '1 mld', other: '{n} mld' },
      { exponent: 12, one: '1 bln', other: '{n} bln' },
    ],
  },
  units: {
    second: { one: 'sekunda', few: 'sekundy', many: 'sekund', other: 'sekundy' },
    minute: { one: 'minuta', few: 'minuty', many: 'minut', other: 'minuty' },
    hour: { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' },
    day: { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
    year: { one: 'rok', few: 'lata', many: 'lat', other: 'roku' },
  },
  lessThanOne: 'mniej niż 1 sekunda',
  amount: '{value} {unit}',
  atMost: 'najwyżej {amount}',
  namedForm: 'many',
};
