import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Dutch: long scale (miljard 10^9, biljoen 10^12); "jaar" and "uur" stay singular after a number. */
export const PAGES_NL: PageCatalogue = {
  code: 'nl',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Wachtwoordgeneratieservice',
    page_nav_label: "Pagina's",
    page_nav_generator: 'Generator',
    page_nav_checker: 'Controle',
    page_nav_reference: 'API-referentie',
    page_private:
      'Deze pagina draait alleen in je browser: niets wat je hier maakt of typt wordt verstuurd, opgeslagen of onthouden. Eenmaal geladen doet ze geen enkel netwerkverzoek meer.',
    page_noscript:
      'Deze pagina heeft JavaScript nodig: je eigen browser doet het werk, zodat geen server ooit het wachtwoord ziet.',
    level_0: 'zeer zwak',
    level_1: 'zwak',
    level_2: 'redelijk',
    level_3: 'sterk',
    level_4: 'zeer sterk',
    page_level: 'Niveau {level} van 4: {name}',
    page_level_label: 'Sterkteniveau',
    page_crack_time: 'Tijd om te kraken: {time}, voor een aanvaller die offline 10^12 pogingen per seconde doet.',
    page_json_summary: 'De analyse als JSON',
    generator_title: 'Wachtwoordgenerator',
    generator_lead:
      'Willekeurige wachtwoorden, gemaakt door je eigen browser met crypto.getRandomValues en precies dezelfde code als de service, met een exacte analyse van hun sterkte.',
    generator_options: 'Opties',
    generator_length: 'Lengte',
    generator_count: 'Aantal wachtwoorden',
    generator_types: 'Tekens',
    generator_lower: 'Kleine letters (a-z)',
    generator_upper: 'Hoofdletters (A-Z)',
    generator_digits: 'Cijfers (0-9)',
    generator_symbols: 'Symbolen ({symbols})',
    generator_exclude_ambiguous: 'Gelijkende tekens vermijden (0 O 1 I l o)',
    generator_no_repeats: 'Geen teken twee keer achter elkaar',
    generator_regenerate: 'Opnieuw maken',
    generator_passwords: 'Wachtwoorden',
    generator_copy: 'Kopiëren',
    generator_copy_label: 'Wachtwoord {n} kopiëren',
    generator_copied: 'Wachtwoord {n} naar het klembord gekopieerd.',
    generator_copy_failed: 'Het wachtwoord kon niet worden gekopieerd. Selecteer het en kopieer het zelf.',
    generator_strength: 'Sterkte',
    generator_bits: '{bits} bits entropie',
    generator_formula:
      '{length} tekens, elk uniform gekozen uit een voorraad van {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} tekens uit een voorraad van {pool}, geen gelijk aan het vorige: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Hoe het werkt',
    generator_about_uniform:
      'Elk teken wordt onafhankelijk en uniform uit de voorraad gekozen, met verwerpingssteekproeven zodat geen teken waarschijnlijker is dan een ander. Geen tekentype wordt afgedwongen: een kort wachtwoord kan zonder cijfers zijn, want van elk type één afdwingen zou de analyse hierboven onjuist maken.',
    generator_about_exact:
      'De analyse is exact, geen schatting: ze beschrijft het proces dat het wachtwoord koos, dat een aanvaller volledig mag kennen. De tijd om te kraken is de verwachte tijd, de helft van de mogelijke wachtwoorden, bij 10^12 pogingen per seconde.',
    checker_title: 'Wachtwoordsterktecontrole',
    checker_lead:
      'Typ of plak een wachtwoord om te schatten hoe moeilijk het te raden is. Je browser maakt de schatting met zxcvbn-ts, op de achtergrond, met Engelse en Spaanse woordenlijsten; waarschuwingen en tips zijn in het Engels.',
    checker_password: 'Wachtwoord',
    checker_show: 'Wachtwoord tonen',
    checker_cap: 'Alleen de eerste {max} tekens worden geanalyseerd.',
    checker_truncated: 'Alleen de eerste {max} van de {length} tekens zijn geanalyseerd.',
    checker_loading: 'Woordenlijsten laden…',
    checker_ready: 'Klaar: typ een wachtwoord.',
    checker_failed: 'De controle kon in deze browser niet starten. Laad de pagina opnieuw.',
    checker_guesses: 'Geschatte pogingen: {guesses}.',
    checker_basis_patterns: 'een schatting op basis van patronen',
    checker_basis_random: 'geen patroon gevonden: exact als het willekeurig is getrokken',
    checker_ceiling_true:
      'Een bovengrens ("ceiling": true in de JSON): de schatting vond patronen die ze kent (veelgebruikte wachtwoorden, woorden, namen, datums, toetsenbordpatronen, l33t-vervangingen), en een aanvaller die meer over je weet, heeft misschien minder pogingen nodig.',
    checker_ceiling_false:
      'Geen patroon gevonden ("ceiling": false in de JSON): het getal is de exacte analyse van de generator voor een wachtwoord dat willekeurig is getrokken uit de tekensoorten die dit wachtwoord gebruikt, hetzelfde getal dat de generator toont. Het is alleen exact als het wachtwoord echt willekeurig is getrokken.',
    checker_warning: 'Waarschuwing: {warning}',
    checker_suggestions: 'Tips',
    checker_about_title: 'Hoe het werkt',
    checker_about:
      'Het niveau gebruikt hetzelfde aanvalsmodel en dezelfde schaal als de service: de tijd om te kraken is het geschatte aantal pogingen gedeeld door 10^12 pogingen per seconde. Niveau 0 is minder dan een minuut, 1 minder dan een dag, 2 minder dan een jaar, 3 minder dan een eeuw en 4 alles daarboven. De schatting is de kleinste van twee getallen: dat van de patronen die zxcvbn-ts vindt, waarbij onverklaarde tekens worden geraden uit de aanwezige tekensoorten, en het exacte getal van de generator voor een wachtwoord dat willekeurig uit die soorten is getrokken.',
    error_invalid_length: 'De lengte moet een geheel getal van {min} tot {max} zijn.',
    error_invalid_count: 'Het aantal moet een geheel getal van {min} tot {max} zijn.',
    error_empty_alphabet: 'Zet minstens één tekentype aan: kleine letters, hoofdletters, cijfers of symbolen.',
    generator_no_passwords: 'Geen wachtwoorden tot de gemarkeerde optie is verbeterd.',
    generator_clipboard_note:
      'Een gekopieerd wachtwoord wordt na {seconds} seconden van het klembord gewist als het er nog staat en de browser het toestaat.',
    generator_clipboard_cleared: 'Het gekopieerde wachtwoord is van het klembord gewist.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'duizend', other: '{n} duizend' },
      { exponent: 6, one: '1 miljoen', other: '{n} miljoen' },
      { exponent: 9, one: '1 miljard', other: '{n} miljard' },
      { exponent: 12, one: '1 biljoen', other: '{n} biljoen' },
      { exponent: 15, one: '1 biljard', other: '{n} biljard' },
      { exponent: 18, one: '1 triljoen', other: '{n} triljoen' },
      { exponent: 21, one: '1 triljard', other: '{n} triljard' },
      { exponent: 24, one: '1 quadriljoen', other: '{n} quadriljoen' },
    ],
  },
  units: {
    second: { one: 'seconde', other: 'seconden' },
    minute: { one: 'minuut', other: 'minuten' },
    hour: { one: 'uur', other: 'uur' },
    day: { one: 'dag', other: 'dagen' },
    year: { one: 'jaar', other: 'jaar' },
  },
  lessThanOne: 'minder dan 1 seconde',
  amount: '{value} {unit}',
  atMost: 'hoogstens {amount}',
  namedForm: 'other',
};
