/**
 * The pages' own English words: the source of truth for every page key but
 * the few the pages share with the API (page-catalogue.ts, SharedPageKey),
 * which every other catalogue translates. It imports nothing, so that the
 * catalogues' shape can name its keys.
 */

export const PAGE_ONLY_EN = {
  page_site_name: 'Password Generation Service',
  page_nav_label: 'Pages',
  page_nav_generator: 'Generator',
  page_nav_checker: 'Checker',
  page_nav_reference: 'API reference',
  page_private:
    'This page runs only in your browser: nothing you generate or type here is sent anywhere, stored or remembered. Once loaded, it makes no network request at all.',
  page_noscript:
    'This page needs JavaScript: your own browser does the work, so that no server ever sees the password.',
  page_level: 'Level {level} of 4: {name}',
  page_level_label: 'Strength level',
  offline_keep_all: 'Keep every language for use offline (about {size} MB)',
  offline_kept_all: 'Every language is kept for use offline.',
  offline_keep_failed: 'Every language could not be kept; try again while online.',
  page_crack_time: 'Time to crack: {time}, for an attacker who tries 10¹² guesses per second offline.',
  page_json_summary: 'The analysis as JSON',
  scenarios_caption:
    'The same guesses in other attacks, at rates measured with hashcat on NVIDIA H100 GPUs in November 2026 (a snapshot: attackers get faster). The level stays the one above.',
  scenarios_hash: 'Password stored as',
  scenarios_hardware: 'Attacker',
  scenarios_rate: 'Guesses per second',
  scenarios_time: 'Time to crack',
  scenarios_gpus: '{count} × NVIDIA H100 GPU',
  scenarios_online_hash: 'Any (a login form)',
  scenarios_online_hardware: 'Online, 10 guesses per second',
  generator_title: 'Password generator',
  generator_lead:
    'Random passwords made by your own browser, with crypto.getRandomValues and the very same code as the service, together with an exact analysis of their strength.',
  generator_options: 'Options',
  generator_length: 'Length',
  generator_count: 'Number of passwords',
  generator_types: 'Characters',
  generator_lower: 'Lower-case letters (a-z)',
  generator_upper: 'Upper-case letters (A-Z)',
  generator_digits: 'Digits (0-9)',
  generator_symbols: 'Symbols ({symbols})',
  generator_exclude_ambiguous: 'Avoid look-alike characters (0 O 1 I l o)',
  generator_no_repeats: 'No character twice in a row',
  generator_regenerate: 'Regenerate',
  generator_passwords: 'Passwords',
  generator_copy: 'Copy',
  generator_copy_label: 'Copy password {n}',
  generator_copied: 'Password {n} copied to the clipboard.',
  generator_copy_failed: 'The password could not be copied. Please select it and copy it by hand.',
  generator_strength: 'Strength',
  generator_bits: '{bits} bits of entropy',
  generator_formula:
    '{length} characters, each drawn uniformly from a pool of {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
  generator_formula_no_repeats:
    '{length} characters from a pool of {pool}, none equal to the one before it: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
  generator_about_title: 'How it works',
  generator_about_characters:
    'Every password these options allow is equally likely, drawn with rejection sampling so that no character is favoured. Only a minimum forces a character type: without one, a short password may lack digits.',
  generator_about_rules:
    'Every password these rules allow is equally likely: the character types they require are always there, and the analysis counts exactly the passwords that meet every rule.',
  generator_about_exact:
    'The analysis is exact, not an estimate: it describes the process that drew the password, which an attacker may know in full. The time to crack is the expected time, half of the possible passwords, at 10¹² guesses per second.',
  checker_title: 'Password strength checker',
  checker_lead:
    'Type or paste a password to estimate how hard it is to guess. The estimate is made in your browser by zxcvbn-ts, in a background worker.',
  checker_show: 'Show password',
  checker_cap: 'Only the first {max} characters are analysed.',
  checker_loading: 'Loading the dictionaries…',
  checker_ready: 'Ready: type a password.',
  checker_failed: 'The checker could not start in this browser. Please reload the page.',
  checker_guesses: 'Estimated guesses: {guesses}.',
  checker_ceiling_true:
    'An upper bound: the estimate found patterns it knows (common passwords, words, names, dates, keyboard patterns, l33t substitutions), and an attacker who knows more about you may need fewer guesses.',
  checker_ceiling_false:
    "No pattern found: the figure is the generator's exact analysis for a password drawn at random from the character types this one uses, the same figure the generator shows. It is exact only if the password really was drawn at random.",
  checker_about_title: 'How it works',
  checker_about:
    "The level uses the same attack model and scale as the service: the crack time is the estimated number of guesses divided by 10¹² guesses per second. Level 0 is under a minute, 1 under a day, 2 under a year, 3 under a century, and 4 anything longer. The estimate is the lesser of two figures: the patterns zxcvbn-ts finds, with unexplained characters guessed from the character types present, and the generator's exact figure for a password drawn at random from those types. A third figure counts too: a passphrase that the generator could have drawn from one of its word lists is rated at most the generator's exact figure for the smallest options that fit.",
  generator_no_passwords: 'No passwords until the marked option is corrected.',
  generator_clipboard_note:
    'A copied password is cleared from the clipboard after {seconds} seconds if it is still there, where the browser allows it.',
  generator_clipboard_cleared: 'The copied password was cleared from the clipboard.',
  generator_mode: 'Kind of password',
  generator_mode_characters: 'Characters',
  generator_mode_passphrase: 'Passphrase',
  generator_mode_rules: 'Site rules',
  generator_symbol_set: 'Only these symbols (empty: all of them)',
  generator_exclude: 'Leave out these characters',
  generator_requirements: 'Requirements',
  generator_min_lower: 'At least this many lower-case letters',
  generator_min_upper: 'At least this many upper-case letters',
  generator_min_digits: 'At least this many digits',
  generator_min_symbols: 'At least this many symbols',
  generator_max_repeating: 'At most this many identical characters in a row (empty: no limit)',
  generator_max_sequential: 'At most this many characters in a sequence such as abc or 987 (empty: no limit)',
  generator_requirements_note:
    'Requirements keep the analysis exact: every password that meets them is equally likely, and the count is of exactly those passwords.',
  generator_words: 'Number of words',
  generator_list: 'Word list',
  generator_list_eff_large: 'EFF large list ({size} words)',
  generator_list_eff_short: 'EFF short list ({size} words)',
  generator_separator: 'Separator between words',
  generator_capitalize: 'Capital letters',
  generator_capitalize_none: 'None',
  generator_capitalize_first: 'First letter of every word',
  generator_capitalize_random: 'First letter of each word at random (1 bit a word)',
  generator_digit: 'Add one digit to one of the words',
  generator_words_credit:
    'Word lists by the Electronic Frontier Foundation (EFF), under the Creative Commons Attribution 3.0 United States licence.',
  generator_loading_words: 'Loading the word list…',
  generator_list_other: '{language}: {source} list, {size} words',
  generator_list_none:
    'No word list in this language yet: the English lists come first, then those of other languages.',
  generator_list_credit: 'Word list: {credit}.',
  generator_rules: 'Password rules',
  generator_rules_help:
    'In the passwordrules syntax, for example: minlength: 12; maxlength: 20; required: lower; required: upper; required: digit; allowed: [-_.]',
  generator_site: 'Find a site',
  generator_site_help:
    'Searches a copy of the password rules of {count} sites that this page carries with it: nothing is sent. Choosing a site puts its rules above.',
  generator_site_results: 'Sites found',
  generator_site_none: 'No site matches.',
  generator_site_chosen: 'The rules of {domain} are in place.',
  generator_loading_sites: 'Loading the sites…',
  generator_sites_credit: 'Sites’ rules from Apple’s password-manager-resources, under the MIT licence.',
  generator_load_failed: 'This kind of password could not be loaded. Please reload the page.',
  generator_formula_counted:
    '{length} characters, every password that meets these requirements equally likely: bits = log2 of the {count} passwords that meet them = {bits}',
  generator_formula_passphrase:
    '{words} words, each drawn uniformly from a list of {list_size}: bits = {terms} = {bits}',
  generator_term_capitals: '{words} (the random capitals)',
  generator_term_digit: 'log2(10 × {words}) (the digit and its word)',
  generator_error_range: 'Enter a whole number from {min} to {max}.',
  generator_error_symbol_set: 'Use only punctuation characters or spaces, each once.',
  generator_error_symbols_off: 'Turn symbols on to choose which ones.',
  generator_error_pool: 'Fewer than 2 characters are left to draw from.',
  generator_error_required_empty: 'A required kind of character has none left: it is off, or left out.',
  generator_error_minimums: 'The minimums need {needed} characters, but the length is {length}.',
  generator_error_length: 'These rules allow lengths from {min} to {max}.',
  generator_error_unsatisfiable: 'No password of {length} characters meets all these requirements together.',
  generator_error_rules: 'These rules cannot be read: look near “{part}” (character {position}).',
  generator_error_too_complex: 'Too many requirements to count exactly: lower a minimum or remove a limit.',
  generator_allow_space: 'Allow spaces',
  generator_note_no_site_rules: 'No known rules for {site}: the default recipe is used.',
  generator_note_default_settings: 'No rules given: the default recipe is used.',
  generator_note_length_fitted: 'Length set to {length}: these rules allow lengths from {min} to {max}.',
  generator_weak_settings:
    'Weak: this recipe allows too few passwords to resist an offline attack. Allow more characters or a longer length.',
  generator_error_no_randomness:
    'These requirements allow only one password: allow more characters or lower a minimum.',
  generator_counting: 'Counting every password these requirements allow…',
  generator_note_rules_dropped: 'Left out, as Apple’s parser leaves it out: “{part}” (character {position}).',
  generator_passphrases: 'Passphrases',
  generator_count_passphrases: 'Number of passphrases',
  generator_about_passphrase:
    'Every word is drawn independently and uniformly from the word list, and so are the capitals and the digit when you ask for them. The analysis counts every passphrase these options can write, and a separator that could write one passphrase in two ways is refused, so the figure stays exact.',
  generator_error_separator: 'Use 0 to 8 printable ASCII characters.',
  generator_error_ambiguous:
    'With this separator, two different passphrases could read the same, so the strength could not be stated exactly. Please choose another separator.',
  checker_pending: 'More dictionaries are still loading: this estimate may go down when they arrive.',
  checker_dictionaries:
    'Dictionaries on this page: the most common passwords, and English words, names and surnames (zxcvbn-ts language packs, MIT licence).',
} as const;
