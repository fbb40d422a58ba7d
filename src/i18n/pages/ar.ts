import type { PageCatalogue } from './page-catalogue.js';

/**
 * Arabic, right to left. Latin runs that mix digits and symbols (10^12, the
 * formulas, the look-alikes) are isolated left to right with U+2066 … U+2069
 * so that the bidirectional algorithm does not reorder them.
 * Short scale (مليار 10^9, تريليون 10^12) with
 * Western digits, as the passwords and formulas use them. The unit follows
 * CLDR's forms: 3 سنوات (few), 11 سنة (many), 100 سنة and after a magnitude (other).
 */
export const PAGES_AR: PageCatalogue = {
  code: 'ar',
  dir: 'rtl',
  messages: {
    page_site_name: 'خدمة توليد كلمات المرور',
    page_nav_label: 'الصفحات',
    page_nav_generator: 'المولِّد',
    page_nav_checker: 'الفاحص',
    page_nav_reference: 'مرجع الواجهة البرمجية',
    page_private:
      'تعمل هذه الصفحة داخل متصفحك فقط: لا يُرسَل أي شيء تولّده أو تكتبه هنا ولا يُخزَّن ولا يُحفَظ. وبعد تحميلها لا تُجري أي طلب عبر الشبكة.',
    page_noscript: 'تحتاج هذه الصفحة إلى JavaScript: متصفحك هو الذي يقوم بالعمل، حتى لا يرى أي خادم كلمة المرور.',
    level_0: 'ضعيفة جدًا',
    level_1: 'ضعيفة',
    level_2: 'مقبولة',
    level_3: 'قوية',
    level_4: 'قوية جدًا',
    page_level: 'المستوى {level} من 4: {name}',
    page_level_label: 'مستوى القوة',
    page_crack_time: 'الوقت اللازم لكسرها: {time}، لمهاجم يجرّب \u206610^12\u2069 تخمين في الثانية دون اتصال.',
    page_json_summary: 'التحليل بصيغة JSON',
    generator_title: 'مولِّد كلمات المرور',
    generator_lead:
      'كلمات مرور عشوائية يصنعها متصفحك نفسه باستخدام crypto.getRandomValues وبالشيفرة نفسها التي تستخدمها الخدمة، مع تحليل دقيق لقوتها.',
    generator_options: 'الخيارات',
    generator_length: 'الطول',
    generator_count: 'عدد كلمات المرور',
    generator_types: 'الأحرف',
    generator_lower: 'أحرف لاتينية صغيرة (a-z)',
    generator_upper: 'أحرف لاتينية كبيرة (A-Z)',
    generator_digits: 'أرقام (0-9)',
    generator_symbols: 'رموز ({symbols})',
    generator_exclude_ambiguous: 'تجنّب الأحرف المتشابهة (\u20660 O 1 I l o\u2069)',
    generator_no_repeats: 'لا يتكرر حرف مرتين متتاليتين',
    generator_regenerate: 'توليد من جديد',
    generator_passwords: 'كلمات المرور',
    generator_copy: 'نسخ',
    generator_copy_label: 'نسخ كلمة المرور {n}',
    generator_copied: 'نُسخت كلمة المرور {n} إلى الحافظة.',
    generator_copy_failed: 'تعذّر نسخ كلمة المرور. حدّدها وانسخها يدويًا.',
    generator_strength: 'القوة',
    generator_bits: '{bits} بت من الإنتروبيا',
    generator_formula:
      '{length} حرفًا، كل منها مسحوب بالتساوي من مجموعة من {pool}: البتات = \u2066L × log2(N) = {length} × log2({pool}) = {bits}\u2069',
    generator_formula_no_repeats:
      '{length} حرفًا من مجموعة من {pool}، لا يساوي أيٌّ منها الحرف الذي قبله: البتات = \u2066log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}\u2069',
    generator_about_title: 'كيف تعمل',
    generator_about_uniform:
      'يُسحب كل حرف من المجموعة باستقلال وبالتساوي، بطريقة أخذ العينات بالرفض، حتى لا يكون أي حرف أرجح من غيره. لا يُفرض أي نوع من الأحرف: قد تخلو كلمة مرور قصيرة من الأرقام، لأن فرض حرف من كل نوع يجعل التحليل أعلاه خاطئًا.',
    generator_about_exact:
      'التحليل دقيق وليس تقديرًا: فهو يصف العملية التي سحبت كلمة المرور، والتي قد يعرفها المهاجم بالكامل. الوقت اللازم لكسرها هو الوقت المتوقع لتجربة نصف كلمات المرور الممكنة، بمعدل \u206610^12\u2069 تخمين في الثانية.',
    checker_title: 'فاحص قوة كلمات المرور',
    checker_lead:
      'اكتب كلمة مرور أو الصقها لتقدير مدى صعوبة تخمينها. يُجري متصفحك التقدير باستخدام zxcvbn-ts في الخلفية.',
    checker_password: 'كلمة المرور',
    checker_show: 'إظهار كلمة المرور',
    checker_cap: 'تُحلَّل أول {max} حرفًا فقط.',
    checker_truncated: 'حُلِّلت أول {max} حرفًا فقط من أحرفها البالغة {length}.',
    checker_loading: 'جارٍ تحميل القواميس…',
    checker_ready: 'جاهز: اكتب كلمة مرور.',
    checker_failed: 'تعذّر تشغيل الفاحص في هذا المتصفح. أعد تحميل الصفحة.',
    checker_guesses: 'عدد التخمينات المقدَّر: {guesses}.',
    checker_basis_patterns: 'تقدير من الأنماط',
    checker_basis_random: 'لا أنماط: دقيق إن اختيرت عشوائيًا',
    checker_ceiling_true:
      'هذا حدّ أعلى (\u2066"ceiling": true\u2069 في JSON): وجد التقدير أنماطًا يعرفها (كلمات مرور وكلمات وأسماء وتواريخ شائعة، وأنماط لوحة المفاتيح، واستبدالات l33t)، ومهاجم يعرف عنك أكثر قد يحتاج إلى تخمينات أقل.',
    checker_ceiling_false:
      'لم يُعثر على أي نمط (\u2066"ceiling": false\u2069 في JSON): الرقم هو التحليل الدقيق الذي يعطيه المولِّد لكلمة مرور مختارة عشوائيًا من أنواع الأحرف التي تستخدمها هذه الكلمة، وهو الرقم نفسه الذي يعرضه المولِّد. ولا يكون دقيقًا إلا إذا اختيرت كلمة المرور عشوائيًا حقًا.',
    checker_warning: 'تحذير: {warning}',
    checker_suggestions: 'اقتراحات',
    checker_about_title: 'كيف يعمل',
    checker_about:
      'يستخدم المستوى نموذج الهجوم والمقياس نفسيهما اللذين تستخدمهما الخدمة: الوقت اللازم للكسر هو عدد التخمينات المقدَّر مقسومًا على \u206610^12\u2069 تخمين في الثانية. المستوى 0 أقل من دقيقة، و1 أقل من يوم، و2 أقل من سنة، و3 أقل من قرن، و4 ما زاد على ذلك. والتقدير هو الأصغر بين رقمين: رقم الأنماط التي يجدها zxcvbn-ts، مع تخمين الأحرف غير المفسَّرة من أنواع الأحرف الموجودة، والرقم الدقيق الذي يعطيه المولِّد لكلمة مرور مختارة عشوائيًا من تلك الأنواع. ويُحتسب رقم ثالث أيضًا: عبارة المرور التي كان يمكن للمولِّد أن يسحبها من إحدى قوائم كلماته لا تُقيَّم بأكثر من الرقم الدقيق الذي يعطيه المولِّد لأصغر خيارات مطابقة.',
    error_invalid_length: 'يجب أن يكون الطول عددًا صحيحًا من {min} إلى {max}.',
    error_invalid_count: 'يجب أن يكون العدد عددًا صحيحًا من {min} إلى {max}.',
    error_empty_alphabet: 'فعّل نوعًا واحدًا على الأقل من الأحرف: صغيرة أو كبيرة أو أرقام أو رموز.',
    checker_pending: 'لا يزال تحميل المزيد من القواميس جاريًا: قد ينخفض هذا التقدير عند وصولها.',
    checker_dictionaries:
      'القواميس في هذه الصفحة: كلمات المرور الأكثر شيوعًا، والكلمات والأسماء وأسماء العائلات الإنجليزية، وقاموس عربي صغير من 500 اسم بالحروف اللاتينية ولا يضم كلمات شائعة (حزم اللغات من zxcvbn-ts، رخصة MIT). لذلك قد يكون التقدير مرتفعًا أكثر من اللازم لكلمة مرور مبنية على كلمات عربية.',
    generator_no_passwords: 'لا توجد كلمات مرور حتى يُصحَّح الخيار المميَّز.',
    generator_clipboard_note:
      'تُمسح كلمة المرور المنسوخة من الحافظة بعد {seconds} ثانية إن بقيت فيها، حيث يسمح المتصفح بذلك.',
    generator_clipboard_cleared: 'مُسحت كلمة المرور المنسوخة من الحافظة.',
    generator_mode: 'نوع كلمة المرور',
    generator_mode_characters: 'أحرف',
    generator_mode_passphrase: 'عبارة مرور',
    generator_mode_rules: 'قواعد موقع',
    generator_symbol_set: 'هذه الرموز فقط (فارغ: كلها)',
    generator_exclude: 'استبعاد هذه الأحرف',
    generator_requirements: 'الشروط',
    generator_min_lower: 'الحد الأدنى لعدد الأحرف الصغيرة',
    generator_min_upper: 'الحد الأدنى لعدد الأحرف الكبيرة',
    generator_min_digits: 'الحد الأدنى لعدد الأرقام',
    generator_min_symbols: 'الحد الأدنى لعدد الرموز',
    generator_max_repeating: 'الحد الأقصى لعدد الأحرف المتطابقة المتتالية (فارغ: بلا حد)',
    generator_max_sequential: 'الحد الأقصى لعدد الأحرف في تسلسل مثل abc أو 987 (فارغ: بلا حد)',
    generator_requirements_note:
      'تُبقي الشروط التحليل دقيقًا: لكل كلمة مرور تستوفيها الاحتمال نفسه، والعدد هو عدد كلمات المرور تلك بالضبط.',
    generator_words: 'عدد الكلمات',
    generator_list: 'قائمة الكلمات',
    generator_list_eff_large: 'قائمة EFF الطويلة ({size} كلمة)',
    generator_list_eff_short: 'قائمة EFF القصيرة ({size} كلمة)',
    generator_separator: 'الفاصل بين الكلمات',
    generator_capitalize: 'الأحرف الكبيرة',
    generator_capitalize_none: 'لا شيء',
    generator_capitalize_first: 'الحرف الأول من كل كلمة',
    generator_capitalize_random: 'الحرف الأول من كل كلمة عشوائيًا (بت واحد لكل كلمة)',
    generator_digit: 'إضافة رقم واحد إلى إحدى الكلمات',
    generator_words_credit:
      'قوائم الكلمات من Electronic Frontier Foundation (EFF)، بموجب رخصة المشاع الإبداعي نَسب المُصنَّف 3.0 الولايات المتحدة.',
    generator_loading_words: 'جارٍ تحميل قائمة الكلمات…',
    generator_rules: 'قواعد كلمة المرور',
    generator_rules_help:
      'بصيغة passwordrules، مثلًا: \u2066minlength: 12; maxlength: 20; required: lower; required: upper; required: digit; allowed: [-_.]\u2069',
    generator_site: 'البحث عن موقع',
    generator_site_help:
      'يبحث في نسخة تحملها هذه الصفحة معها من قواعد كلمات المرور لـ{count} من المواقع: لا يُرسَل أي شيء. واختيار موقع يضع قواعده في الحقل أعلاه.',
    generator_site_results: 'المواقع التي عُثر عليها',
    generator_site_none: 'لا يطابق أي موقع.',
    generator_site_chosen: 'طُبِّقت قواعد {domain}.',
    generator_loading_sites: 'جارٍ تحميل المواقع…',
    generator_sites_credit: 'قواعد المواقع من password-manager-resources لشركة Apple، بموجب رخصة MIT.',
    generator_load_failed: 'تعذّر تحميل هذا النوع من كلمات المرور. أعد تحميل الصفحة.',
    generator_formula_counted:
      '{length} حرفًا، ولكل واحدة من كلمات المرور الـ{count} التي تستوفي هذه الشروط الاحتمال نفسه: البتات = \u2066log2({count}) = {bits}\u2069',
    generator_formula_passphrase:
      'كلمات عددها {words}، كل منها مسحوبة بالتساوي من قائمة فيها {list_size} كلمة: البتات = \u2066{terms} = {bits}\u2069',
    generator_term_capitals: '{words} (الأحرف الكبيرة العشوائية)',
    generator_term_digit: '\u2066log2(10 × {words})\u2069 (الرقم وكلمته)',
    generator_error_range: 'أدخل عددًا صحيحًا من {min} إلى {max}.',
    generator_error_symbol_set: 'استخدم علامات الترقيم أو المسافات فقط، كلًّا منها مرة واحدة.',
    generator_error_symbols_off: 'فعّل الرموز لتختار أيّها.',
    generator_error_pool: 'بقي أقل من حرفين يمكن السحب منهما.',
    generator_error_required_empty: 'لم يبقَ أي حرف من نوع مطلوب: فهو معطّل أو مستبعَد.',
    generator_error_minimums: 'تحتاج الحدود الدنيا إلى {needed} حرفًا، لكن الطول {length}.',
    generator_error_length: 'تسمح هذه القواعد بأطوال من {min} إلى {max}.',
    generator_error_unsatisfiable: 'لا توجد كلمة مرور من {length} حرفًا تستوفي كل هذه الشروط معًا.',
    generator_error_rules: 'تعذّرت قراءة هذه القواعد: انظر قرب «\u2066{part}\u2069» (الحرف {position}).',
    generator_error_too_complex: 'الشروط أكثر من أن تُعَدّ بدقة: اخفض حدًا أدنى أو أزل قيدًا.',
    generator_allow_space: 'السماح بالمسافات',
    generator_note_no_site_rules: 'لا قواعد معروفة لـ {site}: تُستخدم الوصفة الافتراضية.',
    generator_note_default_recipe: 'لا قواعد: تُستخدم الوصفة الافتراضية.',
    generator_weak_recipe:
      'ضعيفة: هذه الوصفة تسمح بعدد قليل جدًا من كلمات المرور لمقاومة هجوم دون اتصال. اسمح بأحرف أكثر أو بطول أكبر.',
    generator_error_no_randomness: 'هذه الشروط تسمح بكلمة مرور واحدة فقط: اسمح بأحرف أكثر أو اخفض حدًا أدنى.',
    generator_counting: 'جارٍ عدّ كل كلمات المرور التي تسمح بها هذه الشروط…',
    generator_note_rules_dropped: 'أُسقط كما يُسقطه محلّل Apple: «{part}» (الحرف {position}).',
    generator_passphrases: 'عبارات المرور',
    generator_count_passphrases: 'عدد عبارات المرور',
    generator_about_passphrase:
      'تُختار كل كلمة باستقلال وبتوزيع منتظم من قائمة الكلمات، وكذلك الأحرف الكبيرة والرقم عند طلبهما. يعدّ التحليل كل عبارة يمكن أن تكتبها هذه الخيارات، ويُرفض الفاصل الذي قد يكتب العبارة نفسها بطريقتين، ليبقى الرقم دقيقًا.',
    generator_error_separator: 'استخدم من 0 إلى 8 أحرف ASCII قابلة للطباعة.',
    generator_error_ambiguous:
      'مع هذا الفاصل قد تُقرأ عبارتا مرور مختلفتان بالشكل نفسه، فلا يمكن تحديد القوة بدقة. اختر فاصلًا آخر.',
  },
  numberWords: {
    decimalSeparator: '.',
    scientific: '\u2066{m} × 10^{e}\u2069',
    magnitudes: [
      { exponent: 3, one: 'ألف', other: '{n} ألف' },
      { exponent: 6, one: 'مليون', other: '{n} مليون' },
      { exponent: 9, one: 'مليار', other: '{n} مليار' },
      { exponent: 12, one: 'تريليون', other: '{n} تريليون' },
      { exponent: 15, one: 'كوادريليون', other: '{n} كوادريليون' },
      { exponent: 18, one: 'كوينتيليون', other: '{n} كوينتيليون' },
    ],
  },
  units: {
    second: { one: 'ثانية', two: 'ثوانٍ', few: 'ثوانٍ', other: 'ثانية' },
    minute: { one: 'دقيقة', two: 'دقائق', few: 'دقائق', other: 'دقيقة' },
    hour: { one: 'ساعة', two: 'ساعات', few: 'ساعات', other: 'ساعة' },
    day: { one: 'يوم', two: 'أيام', few: 'أيام', other: 'يوم' },
    year: { one: 'سنة', two: 'سنوات', few: 'سنوات', other: 'سنة' },
  },
  lessThanOne: 'أقل من 1 ثانية',
  amount: '{value} {unit}',
  atMost: '{amount} على الأكثر',
  namedForm: 'other',
};
