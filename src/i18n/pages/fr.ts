import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/**
 * French: long scale (milliard 10^9, billion 10^12). After million and above,
 * the unit takes "de" ("3 millions d'années"); after "mille" it does not.
 */
export const PAGES_FR: PageCatalogue = {
  code: 'fr',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Service de génération de mots de passe',
    page_nav_label: 'Pages',
    page_nav_generator: 'Générateur',
    page_nav_checker: 'Vérificateur',
    page_nav_reference: 'Référence de l’API',
    page_private:
      'Cette page fonctionne uniquement dans votre navigateur : rien de ce que vous générez ou tapez ici n’est envoyé, stocké ou mémorisé. Une fois chargée, elle ne fait plus aucune requête réseau.',
    page_noscript:
      'Cette page a besoin de JavaScript : c’est votre propre navigateur qui fait le travail, pour qu’aucun serveur ne voie jamais le mot de passe.',
    level_0: 'très faible',
    level_1: 'faible',
    level_2: 'moyen',
    level_3: 'fort',
    level_4: 'très fort',
    page_level: 'Niveau {level} sur 4 : {name}',
    page_level_label: 'Niveau de robustesse',
    page_crack_time:
      'Temps pour le casser : {time}, pour un attaquant qui essaie 10^12 combinaisons par seconde hors ligne.',
    page_json_summary: 'L’analyse en JSON',
    generator_title: 'Générateur de mots de passe',
    generator_lead:
      'Des mots de passe aléatoires créés par votre propre navigateur, avec crypto.getRandomValues et exactement le même code que le service, accompagnés d’une analyse exacte de leur robustesse.',
    generator_options: 'Options',
    generator_length: 'Longueur',
    generator_count: 'Nombre de mots de passe',
    generator_types: 'Caractères',
    generator_lower: 'Minuscules (a-z)',
    generator_upper: 'Majuscules (A-Z)',
    generator_digits: 'Chiffres (0-9)',
    generator_symbols: 'Symboles ({symbols})',
    generator_exclude_ambiguous: 'Éviter les caractères qui se ressemblent (0 O 1 I l o)',
    generator_no_repeats: 'Jamais deux fois le même caractère de suite',
    generator_regenerate: 'Régénérer',
    generator_passwords: 'Mots de passe',
    generator_copy: 'Copier',
    generator_copy_label: 'Copier le mot de passe {n}',
    generator_copied: 'Mot de passe {n} copié dans le presse-papiers.',
    generator_copy_failed: 'Le mot de passe n’a pas pu être copié. Sélectionnez-le et copiez-le vous-même.',
    generator_strength: 'Robustesse',
    generator_bits: '{bits} bits d’entropie',
    generator_formula:
      '{length} caractères, chacun tiré uniformément parmi {pool} : bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} caractères parmi {pool}, aucun égal au précédent : bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Comment ça marche',
    generator_about_uniform:
      'Chaque caractère est tiré indépendamment et uniformément dans l’ensemble, par échantillonnage avec rejet, pour qu’aucun caractère ne soit plus probable qu’un autre. Aucun type n’est imposé : un mot de passe court peut ne contenir aucun chiffre, car imposer un caractère de chaque type fausserait l’analyse ci-dessus.',
    generator_about_exact:
      'L’analyse est exacte, pas une estimation : elle décrit le procédé qui a tiré le mot de passe, qu’un attaquant peut connaître entièrement. Le temps pour le casser est le temps moyen, la moitié des mots de passe possibles, à 10^12 essais par seconde.',
    checker_title: 'Vérificateur de robustesse des mots de passe',
    checker_lead:
      'Tapez ou collez un mot de passe pour estimer la difficulté à le deviner. Votre navigateur fait l’estimation avec zxcvbn-ts, en arrière-plan, avec des dictionnaires anglais et espagnols ; les avertissements et conseils sont en anglais.',
    checker_password: 'Mot de passe',
    checker_show: 'Afficher le mot de passe',
    checker_cap: 'Seuls les {max} premiers caractères sont analysés.',
    checker_truncated: 'Seuls les {max} premiers de ses {length} caractères ont été analysés.',
    checker_loading: 'Chargement des dictionnaires…',
    checker_ready: 'Prêt : tapez un mot de passe.',
    checker_failed: 'Le vérificateur n’a pas pu démarrer dans ce navigateur. Rechargez la page.',
    checker_guesses: 'Essais estimés : {guesses}.',
    checker_basis_patterns: 'une estimation d’après des motifs',
    checker_basis_random: 'aucun motif trouvé : exact s’il a été tiré au hasard',
    checker_ceiling_true:
      'Une borne supérieure ("ceiling": true dans le JSON) : l’estimation a trouvé des motifs qu’elle connaît (mots de passe, mots, noms et dates courants, motifs de clavier, substitutions l33t), et un attaquant qui en sait plus sur vous pourrait avoir besoin de moins d’essais.',
    checker_ceiling_false:
      'Aucun motif trouvé ("ceiling": false dans le JSON) : le chiffre est l’analyse exacte du générateur pour un mot de passe tiré au hasard parmi les types de caractères que celui-ci utilise, le même chiffre que celui du générateur. Il n’est exact que si le mot de passe a vraiment été tiré au hasard.',
    checker_warning: 'Attention : {warning}',
    checker_suggestions: 'Conseils',
    checker_about_title: 'Comment ça marche',
    checker_about:
      'Le niveau suit le même modèle d’attaque et la même échelle que le service : le temps pour le casser est le nombre estimé d’essais divisé par 10^12 essais par seconde. Le niveau 0 est sous une minute, 1 sous un jour, 2 sous un an, 3 sous un siècle et 4 au-delà. L’estimation est le plus petit de deux chiffres : celui des motifs que trouve zxcvbn-ts, les caractères inexpliqués étant devinés parmi les types de caractères présents, et le chiffre exact du générateur pour un mot de passe tiré au hasard parmi ces types.',
    error_invalid_length: 'La longueur doit être un nombre entier de {min} à {max}.',
    error_invalid_count: 'Le nombre doit être un entier de {min} à {max}.',
    error_empty_alphabet:
      'Au moins un type de caractère doit être coché : minuscules, majuscules, chiffres ou symboles.',
    generator_no_passwords: 'Aucun mot de passe tant que l’option signalée n’est pas corrigée.',
    generator_clipboard_note:
      'Un mot de passe copié est effacé du presse-papiers au bout de {seconds} secondes s’il s’y trouve encore, quand le navigateur le permet.',
    generator_clipboard_cleared: 'Le mot de passe copié a été effacé du presse-papiers.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'mille', other: '{n} mille' },
      { exponent: 6, one: '1 million', other: '{n} millions', unitForm: 'many' },
      { exponent: 9, one: '1 milliard', other: '{n} milliards', unitForm: 'many' },
      { exponent: 12, one: '1 billion', other: '{n} billions', unitForm: 'many' },
      { exponent: 15, one: '1 billiard', other: '{n} billiards', unitForm: 'many' },
      { exponent: 18, one: '1 trillion', other: '{n} trillions', unitForm: 'many' },
      { exponent: 21, one: '1 trilliard', other: '{n} trilliards', unitForm: 'many' },
      { exponent: 24, one: '1 quadrillion', other: '{n} quadrillions', unitForm: 'many' },
    ],
  },
  units: {
    second: { one: 'seconde', other: 'secondes', many: 'de secondes' },
    minute: { one: 'minute', other: 'minutes', many: 'de minutes' },
    hour: { one: 'heure', other: 'heures', many: 'd’heures' },
    day: { one: 'jour', other: 'jours', many: 'de jours' },
    year: { one: 'an', other: 'ans', many: 'd’années' },
  },
  lessThanOne: 'moins de 1 seconde',
  amount: '{value} {unit}',
  atMost: 'au plus {amount}',
  namedForm: 'other',
};
