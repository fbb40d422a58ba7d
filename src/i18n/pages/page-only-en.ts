/**
 * The pages' own English words (keys the API does not have): the source of
 * truth for the page-only keys, which every other catalogue translates.
 * It imports nothing, so that the catalogues' shape can name its keys.
 */

export const PAGE_ONLY_EN = {
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
  generator_note_default_recipe: 'No rules given: the default recipe is used.',
  generator_weak_recipe:
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
