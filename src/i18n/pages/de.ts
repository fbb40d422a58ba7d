import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** German: long scale (Milliarde 10^9, Billion 10^12). */
export const PAGES_DE: PageCatalogue = {
  code: 'de',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Passwort-Generierungsdienst',
    page_nav_label: 'Seiten',
    page_nav_generator: 'Generator',
    page_nav_checker: 'Prüfer',
    page_nav_reference: 'API-Referenz',
    page_private:
      'Diese Seite läuft nur in Ihrem Browser: Nichts, was Sie hier erzeugen oder eingeben, wird gesendet, gespeichert oder gemerkt. Einmal geladen, stellt sie keine Netzwerkanfrage mehr.',
    page_noscript:
      'Diese Seite braucht JavaScript: Ihr eigener Browser erledigt die Arbeit, damit kein Server das Passwort je sieht.',
    level_0: 'sehr schwach',
    level_1: 'schwach',
    level_2: 'mittel',
    level_3: 'stark',
    level_4: 'sehr stark',
    page_level: 'Stufe {level} von 4: {name}',
    page_level_label: 'Stärkestufe',
    page_crack_time: 'Zeit zum Knacken: {time}, für einen Angreifer, der offline 10^12 Versuche pro Sekunde macht.',
    page_json_summary: 'Die Analyse als JSON',
    generator_title: 'Passwort-Generator',
    generator_lead:
      'Zufällige Passwörter, erzeugt von Ihrem eigenen Browser mit crypto.getRandomValues und genau demselben Code wie der Dienst, dazu eine exakte Analyse ihrer Stärke.',
    generator_options: 'Optionen',
    generator_length: 'Länge',
    generator_count: 'Anzahl der Passwörter',
    generator_types: 'Zeichen',
    generator_lower: 'Kleinbuchstaben (a-z)',
    generator_upper: 'Großbuchstaben (A-Z)',
    generator_digits: 'Ziffern (0-9)',
    generator_symbols: 'Sonderzeichen ({symbols})',
    generator_exclude_ambiguous: 'Ähnlich aussehende Zeichen vermeiden (0 O 1 I l o)',
    generator_no_repeats: 'Kein Zeichen zweimal hintereinander',
    generator_regenerate: 'Neu erzeugen',
    generator_passwords: 'Passwörter',
    generator_copy: 'Kopieren',
    generator_copy_label: 'Passwort {n} kopieren',
    generator_copied: 'Passwort {n} in die Zwischenablage kopiert.',
    generator_copy_failed: 'Das Passwort konnte nicht kopiert werden. Bitte markieren und von Hand kopieren.',
    generator_strength: 'Stärke',
    generator_bits: '{bits} Bit Entropie',
    generator_formula:
      '{length} Zeichen, jedes gleichverteilt aus einem Vorrat von {pool} gezogen: Bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} Zeichen aus einem Vorrat von {pool}, keines gleich seinem Vorgänger: Bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'So funktioniert es',
    generator_about_uniform:
      'Jedes Zeichen wird unabhängig und gleichverteilt aus dem Vorrat gezogen, mit Verwerfungsmethode, damit kein Zeichen wahrscheinlicher ist als ein anderes. Kein Zeichentyp wird erzwungen: Ein kurzes Passwort kann ohne Ziffern sein, denn je einen Typ zu erzwingen, würde die Analyse oben falsch machen.',
    generator_about_exact:
      'Die Analyse ist exakt, keine Schätzung: Sie beschreibt das Verfahren, das das Passwort gezogen hat und das ein Angreifer vollständig kennen darf. Die Zeit zum Knacken ist die erwartete Zeit, die Hälfte aller möglichen Passwörter, bei 10^12 Versuchen pro Sekunde.',
    checker_title: 'Passwortstärke-Prüfer',
    checker_lead:
      'Geben Sie ein Passwort ein oder fügen Sie es ein, um zu schätzen, wie schwer es zu erraten ist. Die Schätzung macht Ihr Browser mit zxcvbn-ts in einem Hintergrundprozess, mit englischen und spanischen Wörterbüchern; Warnungen und Tipps erscheinen auf Englisch.',
    checker_password: 'Passwort',
    checker_show: 'Passwort anzeigen',
    checker_cap: 'Nur die ersten {max} Zeichen werden analysiert.',
    checker_truncated: 'Nur die ersten {max} seiner {length} Zeichen wurden analysiert.',
    checker_loading: 'Wörterbücher werden geladen…',
    checker_ready: 'Bereit: Geben Sie ein Passwort ein.',
    checker_failed: 'Der Prüfer konnte in diesem Browser nicht starten. Bitte laden Sie die Seite neu.',
    checker_guesses: 'Geschätzte Versuche: {guesses}.',
    checker_basis_patterns: 'eine Schätzung aus Mustern',
    checker_basis_random: 'kein Muster gefunden: exakt, wenn zufällig gezogen',
    checker_ceiling_true:
      'Eine Obergrenze ("ceiling": true im JSON): Die Schätzung hat Muster gefunden, die sie kennt (häufige Passwörter, Wörter, Namen, Daten, Tastaturmuster, l33t-Ersetzungen), und ein Angreifer, der mehr über Sie weiß, braucht vielleicht weniger Versuche.',
    checker_ceiling_false:
      'Kein Muster gefunden ("ceiling": false im JSON): Die Zahl ist die exakte Analyse des Generators für ein Passwort, das zufällig aus den Zeichentypen dieses Passworts gezogen wurde, dieselbe Zahl, die der Generator zeigt. Exakt ist sie nur, wenn das Passwort wirklich zufällig gezogen wurde.',
    checker_warning: 'Warnung: {warning}',
    checker_suggestions: 'Tipps',
    checker_about_title: 'So funktioniert es',
    checker_about:
      'Die Stufe nutzt dasselbe Angriffsmodell und dieselbe Skala wie der Dienst: Die Zeit zum Knacken ist die geschätzte Zahl der Versuche geteilt durch 10^12 Versuche pro Sekunde. Stufe 0 ist unter einer Minute, 1 unter einem Tag, 2 unter einem Jahr, 3 unter einem Jahrhundert und 4 alles darüber. Die Schätzung ist die kleinere von zwei Zahlen: die Muster, die zxcvbn-ts findet, wobei unerklärte Zeichen aus den vorhandenen Zeichentypen geraten werden, und die exakte Zahl des Generators für ein Passwort, das zufällig aus diesen Typen gezogen wurde.',
    error_invalid_length: 'Die Länge muss eine ganze Zahl von {min} bis {max} sein.',
    error_invalid_count: 'Die Anzahl muss eine ganze Zahl von {min} bis {max} sein.',
    error_empty_alphabet:
      'Mindestens ein Zeichentyp muss gewählt sein: Klein-, Großbuchstaben, Ziffern oder Sonderzeichen.',
    generator_no_passwords: 'Keine Passwörter, bis die markierte Option korrigiert ist.',
    generator_clipboard_note:
      'Ein kopiertes Passwort wird nach {seconds} Sekunden aus der Zwischenablage gelöscht, falls es noch dort ist und der Browser es erlaubt.',
    generator_clipboard_cleared: 'Das kopierte Passwort wurde aus der Zwischenablage gelöscht.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'tausend', other: '{n} Tausend' },
      { exponent: 6, one: '1 Million', other: '{n} Millionen' },
      { exponent: 9, one: '1 Milliarde', other: '{n} Milliarden' },
      { exponent: 12, one: '1 Billion', other: '{n} Billionen' },
      { exponent: 15, one: '1 Billiarde', other: '{n} Billiarden' },
      { exponent: 18, one: '1 Trillion', other: '{n} Trillionen' },
      { exponent: 21, one: '1 Trilliarde', other: '{n} Trilliarden' },
      { exponent: 24, one: '1 Quadrillion', other: '{n} Quadrillionen' },
    ],
  },
  units: {
    second: { one: 'Sekunde', other: 'Sekunden' },
    minute: { one: 'Minute', other: 'Minuten' },
    hour: { one: 'Stunde', other: 'Stunden' },
    day: { one: 'Tag', other: 'Tage' },
    year: { one: 'Jahr', other: 'Jahre' },
  },
  lessThanOne: 'weniger als 1 Sekunde',
  amount: '{value} {unit}',
  atMost: 'höchstens {amount}',
  namedForm: 'other',
};
