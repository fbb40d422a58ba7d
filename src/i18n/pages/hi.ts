import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/**
 * Hindi: the Indian system (हज़ार 10^3, लाख 10^5, करोड़ 10^7, अरब 10^9,
 * खरब 10^11), then powers of ten; international digits, as Hindi sites write them.
 */
export const PAGES_HI: PageCatalogue = {
  code: 'hi',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'पासवर्ड बनाने की सेवा',
    page_nav_label: 'पेज',
    page_nav_generator: 'जनरेटर',
    page_nav_checker: 'जाँच',
    page_nav_reference: 'API संदर्भ',
    page_private:
      'यह पेज सिर्फ़ आपके ब्राउज़र में चलता है: यहाँ आप जो भी बनाते या लिखते हैं, वह कहीं भेजा, सहेजा या याद नहीं रखा जाता। एक बार लोड होने के बाद यह कोई नेटवर्क अनुरोध नहीं करता।',
    page_noscript: 'इस पेज को JavaScript चाहिए: काम आपका अपना ब्राउज़र करता है, ताकि कोई सर्वर कभी पासवर्ड न देखे।',
    level_0: 'बहुत कमज़ोर',
    level_1: 'कमज़ोर',
    level_2: 'ठीक-ठाक',
    level_3: 'मज़बूत',
    level_4: 'बहुत मज़बूत',
    page_level: 'स्तर {level}/4: {name}',
    page_level_label: 'मज़बूती का स्तर',
    page_crack_time: 'तोड़ने में समय: {time}, ऐसे हमलावर के लिए जो ऑफ़लाइन हर सेकंड 10^12 अनुमान आज़माता है।',
    page_json_summary: 'JSON के रूप में विश्लेषण',
    generator_title: 'पासवर्ड जनरेटर',
    generator_lead:
      'आपके अपने ब्राउज़र में crypto.getRandomValues और सेवा के बिल्कुल उसी कोड से बने यादृच्छिक पासवर्ड, उनकी मज़बूती के सटीक विश्लेषण के साथ।',
    generator_options: 'विकल्प',
    generator_length: 'लंबाई',
    generator_count: 'पासवर्ड की संख्या',
    generator_types: 'अक्षर',
    generator_lower: 'छोटे अक्षर (a-z)',
    generator_upper: 'बड़े अक्षर (A-Z)',
    generator_digits: 'अंक (0-9)',
    generator_symbols: 'चिह्न ({symbols})',
    generator_exclude_ambiguous: 'मिलते-जुलते अक्षर छोड़ें (0 O 1 I l o)',
    generator_no_repeats: 'कोई अक्षर लगातार दो बार नहीं',
    generator_regenerate: 'फिर से बनाएँ',
    generator_passwords: 'पासवर्ड',
    generator_copy: 'कॉपी करें',
    generator_copy_label: 'पासवर्ड {n} कॉपी करें',
    generator_copied: 'पासवर्ड {n} क्लिपबोर्ड पर कॉपी हो गया।',
    generator_copy_failed: 'पासवर्ड कॉपी नहीं हो सका। कृपया उसे चुनकर ख़ुद कॉपी करें।',
    generator_strength: 'मज़बूती',
    generator_bits: '{bits} बिट एन्ट्रॉपी',
    generator_formula:
      '{length} अक्षर, हर एक {pool} के समूह से समान संभावना से चुना गया: बिट = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{pool} के समूह से {length} अक्षर, कोई भी पिछले जैसा नहीं: बिट = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'यह कैसे काम करता है',
    generator_about_uniform:
      'हर अक्षर समूह से स्वतंत्र रूप से और समान संभावना से, अस्वीकृति नमूनाकरण के साथ चुना जाता है, ताकि कोई अक्षर दूसरे से ज़्यादा संभावित न हो। कोई अक्षर-प्रकार ज़बरदस्ती नहीं डाला जाता: छोटे पासवर्ड में अंक न हों, ऐसा हो सकता है, क्योंकि हर प्रकार का एक ज़बरदस्ती डालने से ऊपर का विश्लेषण ग़लत हो जाएगा।',
    generator_about_exact:
      'विश्लेषण सटीक है, अनुमान नहीं: यह उस प्रक्रिया को बताता है जिसने पासवर्ड चुना, जिसे हमलावर पूरी तरह जान सकता है। तोड़ने में समय अपेक्षित समय है, यानी संभावित पासवर्ड में से आधे, हर सेकंड 10^12 अनुमान की दर से।',
    checker_title: 'पासवर्ड की मज़बूती जाँचें',
    checker_lead:
      'पासवर्ड लिखें या चिपकाएँ, यह अनुमान लगाने के लिए कि उसे बूझना कितना कठिन है। अनुमान आपका ब्राउज़र zxcvbn-ts से, बैकग्राउंड में, अंग्रेज़ी और स्पेनिश शब्दकोशों के साथ लगाता है; चेतावनियाँ और सुझाव अंग्रेज़ी में आते हैं।',
    checker_password: 'पासवर्ड',
    checker_show: 'पासवर्ड दिखाएँ',
    checker_cap: 'सिर्फ़ पहले {max} अक्षरों का विश्लेषण होता है।',
    checker_truncated: 'इसके {length} अक्षरों में से सिर्फ़ पहले {max} का विश्लेषण हुआ।',
    checker_loading: 'शब्दकोश लोड हो रहे हैं…',
    checker_ready: 'तैयार: पासवर्ड लिखें।',
    checker_failed: 'इस ब्राउज़र में जाँच शुरू नहीं हो सकी। कृपया पेज फिर से लोड करें।',
    checker_guesses: 'अनुमानित प्रयास: {guesses}।',
    checker_basis_patterns: 'पैटर्न से अनुमान',
    checker_basis_random: 'कोई पैटर्न नहीं: यादृच्छिक रूप से चुना गया हो तो सटीक',
    checker_ceiling_true:
      'यह ऊपरी सीमा है (JSON में "ceiling": true): अनुमान को ऐसे पैटर्न मिले जिन्हें वह जानता है (आम पासवर्ड, शब्द, नाम, तारीख़ें, कीबोर्ड पैटर्न, l33t बदलाव), और आपके बारे में ज़्यादा जानने वाले हमलावर को कम प्रयास लग सकते हैं।',
    checker_ceiling_false:
      'कोई पैटर्न नहीं मिला (JSON में "ceiling": false): यह आँकड़ा जनरेटर का सटीक विश्लेषण है, उन वर्ण प्रकारों से यादृच्छिक रूप से चुने गए पासवर्ड के लिए जिन्हें यह पासवर्ड इस्तेमाल करता है, यानी वही आँकड़ा जो जनरेटर दिखाता है। यह तभी सटीक है जब पासवर्ड सचमुच यादृच्छिक रूप से चुना गया हो।',
    checker_warning: 'चेतावनी: {warning}',
    checker_suggestions: 'सुझाव',
    checker_about_title: 'यह कैसे काम करता है',
    checker_about:
      'स्तर सेवा वाला ही हमला मॉडल और पैमाना इस्तेमाल करता है: तोड़ने में समय अनुमानित प्रयासों को हर सेकंड 10^12 प्रयासों से भाग देकर निकलता है। स्तर 0 एक मिनट से कम है, 1 एक दिन से कम, 2 एक साल से कम, 3 एक सदी से कम, और 4 उससे ज़्यादा। अनुमान दो आँकड़ों में से छोटा है: zxcvbn-ts को मिले पैटर्न का आँकड़ा, जिसमें बिना समझाए वर्ण मौजूद वर्ण प्रकारों से अनुमानित होते हैं, और उन प्रकारों से यादृच्छिक रूप से चुने गए पासवर्ड के लिए जनरेटर का सटीक आँकड़ा।',
    error_invalid_length: 'लंबाई {min} से {max} तक की पूर्ण संख्या होनी चाहिए।',
    error_invalid_count: 'संख्या {min} से {max} तक की पूर्ण संख्या होनी चाहिए।',
    error_empty_alphabet: 'कम से कम एक अक्षर-प्रकार चालू करें: छोटे अक्षर, बड़े अक्षर, अंक या चिह्न।',
    generator_no_passwords: 'चिह्नित विकल्प ठीक होने तक कोई पासवर्ड नहीं।',
    generator_clipboard_note:
      'कॉपी किया गया पासवर्ड, अगर वह तब भी क्लिपबोर्ड पर हो और ब्राउज़र अनुमति दे, तो {seconds} सेकंड बाद मिटा दिया जाता है।',
    generator_clipboard_cleared: 'कॉपी किया गया पासवर्ड क्लिपबोर्ड से मिटा दिया गया।',
  },
  numberWords: {
    decimalSeparator: '.',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: '1 हज़ार', other: '{n} हज़ार' },
      { exponent: 5, one: '1 लाख', other: '{n} लाख' },
      { exponent: 7, one: '1 करोड़', other: '{n} करोड़' },
      { exponent: 9, one: '1 अरब', other: '{n} अरब' },
      { exponent: 11, one: '1 खरब', other: '{n} खरब' },
    ],
  },
  units: {
    second: { other: 'सेकंड' },
    minute: { other: 'मिनट' },
    hour: { one: 'घंटा', other: 'घंटे' },
    day: { other: 'दिन' },
    year: { other: 'साल' },
  },
  lessThanOne: '1 सेकंड से कम',
  amount: '{value} {unit}',
  atMost: 'अधिकतम {amount}',
  namedForm: 'other',
};
