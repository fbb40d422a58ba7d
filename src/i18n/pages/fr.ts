import type { PageCatalogue } from './page-catalogue.js';

/**
 * French: long scale (milliard 10^9, billion 10¹²). After million and above,
 * the unit takes "de" ("3 millions d'années"); after "mille" it does not.
 */
export const PAGES_FR: PageCatalogue = {
  code: 'fr',
  dir: 'ltr',
  messages: {
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
    offline_keep_all: 'Conserver toutes les langues pour un usage hors ligne (environ {size} Mo)',
    offline_kept_all: 'Toutes les langues sont conservées pour un usage hors ligne.',
    offline_keep_failed: 'Toutes les langues n’ont pas pu être conservées ; réessayez en ligne.',
    page_crack_time:
      'Temps pour le casser : {time}, pour un attaquant qui essaie 10¹² combinaisons par seconde hors ligne.',
    page_json_summary: 'L’analyse en JSON',
    scenarios_caption:
      'Les mêmes essais dans d’autres attaques, à des vitesses mesurées avec hashcat sur des GPU NVIDIA H100 en novembre 2026 (un instantané, car les attaquants vont de plus en plus vite). Le niveau reste celui indiqué plus haut.',
    scenarios_hash: 'Mot de passe stocké en',
    scenarios_hardware: 'Attaquant',
    scenarios_rate: 'Essais par seconde',
    scenarios_time: 'Temps pour le casser',
    scenarios_gpus: '{count} × GPU NVIDIA H100',
    scenarios_online_hash: 'Quelconque (un formulaire de connexion)',
    scenarios_online_hardware: 'En ligne, 10 essais par seconde',
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
    generator_about_characters:
      'Chaque mot de passe que ces options permettent est également probable, tiré par échantillonnage avec rejet pour qu’aucun caractère ne soit favorisé. Seul un minimum impose un type de caractère : sans lui, un mot de passe court peut n’avoir aucun chiffre.',
    generator_about_rules:
      'Chaque mot de passe que ces règles permettent est également probable : les types de caractères qu’elles exigent sont toujours présents, et l’analyse compte exactement les mots de passe qui respectent chaque règle.',
    generator_about_exact:
      'L’analyse est exacte, pas une estimation : elle décrit le procédé qui a tiré le mot de passe, qu’un attaquant peut connaître entièrement. Le temps pour le casser est le temps moyen, la moitié des mots de passe possibles, à 10¹² essais par seconde.',
    checker_title: 'Vérificateur de robustesse des mots de passe',
    checker_lead:
      'Tapez ou collez un mot de passe pour estimer la difficulté à le deviner. Votre navigateur fait l’estimation avec zxcvbn-ts, en arrière-plan.',
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
      'Une borne supérieure : l’estimation a trouvé des motifs qu’elle connaît (mots de passe, mots, noms et dates courants, motifs de clavier, substitutions l33t), et un attaquant qui en sait plus sur vous pourrait avoir besoin de moins d’essais.',
    checker_ceiling_false:
      'Aucun motif trouvé : le chiffre est l’analyse exacte du générateur pour un mot de passe tiré au hasard parmi les types de caractères que celui-ci utilise, le même chiffre que celui du générateur. Il n’est exact que si le mot de passe a vraiment été tiré au hasard.',
    checker_warning: 'Attention : {warning}',
    checker_suggestions: 'Conseils',
    checker_about_title: 'Comment ça marche',
    checker_about:
      'Le niveau suit le même modèle d’attaque et la même échelle que le service : le temps pour le casser est le nombre estimé d’essais divisé par 10¹² essais par seconde. Le niveau 0 est sous une minute, 1 sous un jour, 2 sous un an, 3 sous un siècle et 4 au-delà. L’estimation est le plus petit de deux chiffres : celui des motifs que trouve zxcvbn-ts, les caractères inexpliqués étant devinés parmi les types de caractères présents, et le chiffre exact du générateur pour un mot de passe tiré au hasard parmi ces types. Un troisième chiffre compte aussi : une phrase de passe que le générateur a pu tirer d’une de ses listes de mots reçoit au plus le chiffre exact du générateur pour les plus petites options qui conviennent.',
    error_invalid_length: 'La longueur doit être un nombre entier de {min} à {max}.',
    error_invalid_count: 'Le nombre doit être un entier de {min} à {max}.',
    error_empty_alphabet:
      'Au moins un type de caractère doit être coché : minuscules, majuscules, chiffres ou symboles.',
    checker_pending:
      'D’autres dictionnaires sont encore en cours de chargement : cette estimation peut baisser à leur arrivée.',
    checker_dictionaries:
      'Dictionnaires de cette page : les mots de passe les plus courants, et des mots, prénoms et noms de famille français et anglais (paquets de langue de zxcvbn-ts, licence MIT).',
    generator_no_passwords: 'Aucun mot de passe tant que l’option signalée n’est pas corrigée.',
    generator_clipboard_note:
      'Un mot de passe copié est effacé du presse-papiers au bout de {seconds} secondes s’il s’y trouve encore, quand le navigateur le permet.',
    generator_clipboard_cleared: 'Le mot de passe copié a été effacé du presse-papiers.',
    generator_mode: 'Type de mot de passe',
    generator_mode_characters: 'Caractères',
    generator_mode_passphrase: 'Phrase de passe',
    generator_mode_rules: 'Règles d’un site',
    generator_symbol_set: 'Uniquement ces symboles (vide : tous)',
    generator_exclude: 'Exclure ces caractères',
    generator_requirements: 'Exigences',
    generator_min_lower: 'Nombre minimal de minuscules',
    generator_min_upper: 'Nombre minimal de majuscules',
    generator_min_digits: 'Nombre minimal de chiffres',
    generator_min_symbols: 'Nombre minimal de symboles',
    generator_max_repeating: 'Nombre maximal de caractères identiques à la suite (vide : sans limite)',
    generator_max_sequential: 'Nombre maximal de caractères en séquence, comme abc ou 987 (vide : sans limite)',
    generator_requirements_note:
      'Les exigences gardent l’analyse exacte : tous les mots de passe qui les respectent sont également probables, et ce sont exactement ces mots de passe qui sont comptés.',
    generator_words: 'Nombre de mots',
    generator_list: 'Liste de mots',
    generator_list_eff_large: 'Grande liste de l’EFF ({size} mots)',
    generator_list_eff_short: 'Petite liste de l’EFF ({size} mots)',
    generator_separator: 'Séparateur entre les mots',
    generator_capitalize: 'Majuscules',
    generator_capitalize_none: 'Aucune',
    generator_capitalize_first: 'Première lettre de chaque mot',
    generator_capitalize_random: 'Première lettre de chaque mot, au hasard (1 bit par mot)',
    generator_digit: 'Ajouter un chiffre à l’un des mots',
    generator_words_credit:
      'Listes de mots de l’Electronic Frontier Foundation (EFF), sous licence Creative Commons Attribution 3.0 États-Unis.',
    generator_loading_words: 'Chargement de la liste de mots…',
    generator_list_other: '{language} : liste {source}, {size} mots',
    generator_list_none:
      'Il n’existe pas encore de liste de mots en français : les listes anglaises viennent d’abord, puis celles des autres langues.',
    generator_list_credit: 'Liste de mots : {credit}.',
    generator_rules: 'Règles de mot de passe',
    generator_rules_help:
      'Dans la syntaxe passwordrules, par exemple : minlength: 12; maxlength: 20; required: lower; required: upper; required: digit; allowed: [-_.]',
    generator_site: 'Rechercher un site',
    generator_site_help:
      'Recherche dans une copie, intégrée à cette page, des règles de mot de passe de {count} sites : rien n’est envoyé. Choisir un site place ses règles ci-dessus.',
    generator_site_results: 'Sites trouvés',
    generator_site_none: 'Aucun site ne correspond.',
    generator_site_chosen: 'Les règles de {domain} sont appliquées.',
    generator_loading_sites: 'Chargement des sites…',
    generator_sites_credit: 'Règles des sites issues de password-manager-resources d’Apple, sous licence MIT.',
    generator_load_failed: 'Ce type de mot de passe n’a pas pu être chargé. Rechargez la page.',
    generator_formula_counted:
      '{length} caractères, tous les mots de passe qui respectent ces exigences étant également probables : bits = log2 des {count} mots de passe qui les respectent = {bits}',
    generator_formula_passphrase:
      '{words} mots, chacun tiré uniformément dans une liste de {list_size} : bits = {terms} = {bits}',
    generator_term_capitals: '{words} (les majuscules au hasard)',
    generator_term_digit: 'log2(10 × {words}) (le chiffre et son mot)',
    generator_error_range: 'Saisissez un nombre entier de {min} à {max}.',
    generator_error_symbol_set: 'Utilisez uniquement des signes de ponctuation ou des espaces, chacun une seule fois.',
    generator_error_symbols_off: 'Activez les symboles pour choisir lesquels.',
    generator_error_pool: 'Il reste moins de 2 caractères parmi lesquels tirer.',
    generator_error_required_empty: 'Un type de caractère exigé n’a plus aucun caractère : il est désactivé ou exclu.',
    generator_error_minimums: 'Les minimums demandent {needed} caractères, mais la longueur est de {length}.',
    generator_error_length: 'Ces règles autorisent des longueurs de {min} à {max}.',
    generator_error_unsatisfiable:
      'Aucun mot de passe de {length} caractères ne respecte toutes ces exigences à la fois.',
    generator_error_rules: 'Ces règles sont illisibles : vérifiez autour de « {part} » (caractère {position}).',
    generator_error_too_complex:
      'Trop d’exigences pour un décompte exact : baissez un minimum ou supprimez une limite.',
    generator_allow_space: 'Autoriser les espaces',
    generator_note_no_site_rules: 'Aucune règle connue pour {site} : la recette par défaut est utilisée.',
    generator_note_default_settings: 'Aucune règle donnée : la recette par défaut est utilisée.',
    generator_note_length_fitted:
      'Longueur réglée sur {length} : ces règles autorisent des longueurs de {min} à {max}.',
    generator_weak_settings:
      'Faible : cette recette permet trop peu de mots de passe pour résister à une attaque hors ligne. Autorisez plus de caractères ou une longueur plus grande.',
    generator_error_no_randomness:
      'Ces exigences ne permettent qu’un seul mot de passe : autorisez plus de caractères ou baissez un minimum.',
    generator_counting: 'Décompte de tous les mots de passe que ces exigences permettent…',
    generator_note_rules_dropped: 'Ignoré, comme l’ignore l’analyseur d’Apple : « {part} » (caractère {position}).',
    generator_passphrases: 'Phrases de passe',
    generator_count_passphrases: 'Nombre de phrases de passe',
    generator_about_passphrase:
      'Chaque mot est tiré indépendamment et uniformément de la liste, de même que les majuscules et le chiffre si vous les demandez. L’analyse compte toutes les phrases de passe que ces options peuvent écrire, et un séparateur qui pourrait écrire une phrase de deux façons est refusé, pour que le chiffre reste exact.',
    generator_error_separator: 'Utilisez de 0 à 8 caractères ASCII imprimables.',
    generator_error_ambiguous:
      'Avec ce séparateur, deux phrases de passe différentes pourraient s’écrire de la même façon : la robustesse ne pourrait donc pas être indiquée exactement. Choisissez un autre séparateur.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10{e_sup}',
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
