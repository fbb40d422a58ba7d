import type { PageCatalogue } from './page-catalogue.js';

/** Basque: long scale (mila milioi 10^9, bilioi 10¹²); a noun after a number stays as it is ("245 urte"). */
export const PAGES_EU: PageCatalogue = {
  code: 'eu',
  dir: 'ltr',
  messages: {
    page_site_name: 'Pasahitzak sortzeko zerbitzua',
    page_nav_label: 'Orriak',
    page_nav_generator: 'Sortzailea',
    page_nav_checker: 'Egiaztatzailea',
    page_nav_reference: 'APIaren erreferentzia',
    page_private:
      'Orri hau zure nabigatzailean bakarrik dabil: hemen sortzen edo idazten duzun ezer ez da inora bidaltzen, gordetzen edo gogoratzen. Behin kargatuta, ez du sareko eskaerarik egiten.',
    page_noscript:
      'Orri honek JavaScript behar du: zure nabigatzaileak egiten du lana, inongo zerbitzarik pasahitza inoiz ikus ez dezan.',
    level_0: 'oso ahula',
    level_1: 'ahula',
    level_2: 'onargarria',
    level_3: 'sendoa',
    level_4: 'oso sendoa',
    page_level: '{level}. maila 4tik: {name}',
    page_level_label: 'Sendotasun maila',
    offline_keep_all: 'Gorde hizkuntza guztiak konexiorik gabe erabiltzeko ({size} MB inguru)',
    offline_kept_all: 'Hizkuntza guztiak gordeta daude konexiorik gabe erabiltzeko.',
    offline_keep_failed: 'Ezin izan dira hizkuntza guztiak gorde; saiatu berriro konexioarekin.',
    page_crack_time:
      'Apurtzeko denbora: {time}, lineaz kanpo segundoko 10¹² saiakera egiten dituen erasotzaile batentzat.',
    page_json_summary: 'Analisia JSON formatuan',
    scenarios_caption:
      'Saiakera berak beste eraso batzuetan, 2026ko azaroan NVIDIA H100 GPUetan hashcat-ekin neurtutako abiaduretan (uneko argazki bat besterik ez: erasotzaileak gero eta azkarragoak dira). Maila goikoa da oraindik.',
    scenarios_hash: 'Pasahitza honela gordeta',
    scenarios_hardware: 'Erasotzailea',
    scenarios_rate: 'Saiakera segundoko',
    scenarios_time: 'Apurtzeko denbora',
    scenarios_gpus: '{count} × NVIDIA H100 GPU',
    scenarios_online_hash: 'Edozein (saioa hasteko inprimaki bat)',
    scenarios_online_hardware: 'Linean, 10 saiakera segundoko',
    generator_title: 'Pasahitz sortzailea',
    generator_lead:
      'Ausazko pasahitzak, zure nabigatzaileak sortuak crypto.getRandomValues-ekin eta zerbitzuaren kode berarekin, haien sendotasunaren analisi zehatz batekin.',
    generator_options: 'Aukerak',
    generator_length: 'Luzera',
    generator_count: 'Pasahitz kopurua',
    generator_types: 'Karaktereak',
    generator_lower: 'Letra xeheak (a-z)',
    generator_upper: 'Letra larriak (A-Z)',
    generator_digits: 'Digituak (0-9)',
    generator_symbols: 'Ikurrak ({symbols})',
    generator_exclude_ambiguous: 'Antzeko karaktereak saihestu (0 O 1 I l o)',
    generator_no_repeats: 'Karaktere bat ere ez bi aldiz jarraian',
    generator_regenerate: 'Berriro sortu',
    generator_passwords: 'Pasahitzak',
    generator_copy: 'Kopiatu',
    generator_copy_label: 'Kopiatu {n}. pasahitza',
    generator_copied: '{n}. pasahitza arbelean kopiatu da.',
    generator_copy_failed: 'Ezin izan da pasahitza kopiatu. Hautatu eta kopiatu eskuz.',
    generator_strength: 'Sendotasuna',
    generator_bits: '{bits} bit entropia',
    generator_formula:
      '{length} karaktere, bakoitza {pool} karaktereko multzotik modu uniformean aukeratua: bit = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} karaktere {pool} karaktereko multzotik, bat ere ez aurrekoaren berdina: bit = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Nola dabilen',
    generator_about_characters:
      'Aukera hauek onartzen dituzten pasahitz guztiak probabilitate berekoak dira, baztertze bidezko laginketarekin, karaktere bat ere ez dadin nagusitu. Gutxieneko batek bakarrik behartzen du karaktere mota bat: hura gabe, pasahitz labur batek zenbakirik gabe gera daiteke.',
    generator_about_rules:
      'Arau hauek onartzen dituzten pasahitz guztiak probabilitate berekoak dira: eskatzen dituzten karaktere motak beti daude, eta analisiak arau guztiak betetzen dituzten pasahitzak zenbatzen ditu zehazki.',
    generator_about_exact:
      'Analisia zehatza da, ez estimazio bat: pasahitza aukeratu duen prozesua deskribatzen du, erasotzaile batek osorik ezagut dezakeena. Apurtzeko denbora espero den denbora da, pasahitz posibleen erdia, segundoko 10¹² saiakeratan.',
    checker_title: 'Pasahitzen sendotasun egiaztatzailea',
    checker_lead:
      'Idatzi edo itsatsi pasahitz bat asmatzeko zein zaila den estimatzeko. Zure nabigatzaileak egiten du estimazioa zxcvbn-ts-rekin, atzeko planoan; abisuak eta iradokizunak ingelesez agertzen dira.',
    checker_password: 'Pasahitza',
    checker_show: 'Erakutsi pasahitza',
    checker_cap: 'Lehen {max} karaktereak bakarrik aztertzen dira.',
    checker_truncated: 'Bere {length} karaktereetatik lehen {max}ak bakarrik aztertu dira.',
    checker_loading: 'Hiztegiak kargatzen…',
    checker_ready: 'Prest: idatzi pasahitz bat.',
    checker_failed: 'Egiaztatzailea ezin izan da abiarazi nabigatzaile honetan. Kargatu berriro orria.',
    checker_guesses: 'Estimatutako saiakerak: {guesses}.',
    checker_basis_patterns: 'ereduetan oinarritutako estimazioa',
    checker_basis_random: 'ez da eredurik aurkitu: zehatza, ausaz aukeratu bada',
    checker_ceiling_true:
      'Goi-muga bat da: estimazioak ezagutzen dituen ereduak aurkitu ditu (ohiko pasahitzak, hitzak, izenak eta datak, teklatu ereduak, l33t ordezkapenak), eta zutaz gehiago dakien erasotzaile batek saiakera gutxiago behar ditzake.',
    checker_ceiling_false:
      'Ez da eredurik aurkitu: zifra sortzailearen analisi zehatza da, pasahitz honek erabiltzen dituen karaktere motetatik ausaz aukeratutako pasahitz batentzat, sortzaileak erakusten duen zifra bera. Pasahitza benetan ausaz aukeratu bazen bakarrik da zehatza.',
    checker_warning: 'Abisua: {warning}',
    checker_suggestions: 'Iradokizunak',
    checker_about_title: 'Nola dabilen',
    checker_about:
      'Mailak zerbitzuaren eraso eredu eta eskala berak erabiltzen ditu: apurtzeko denbora estimatutako saiakera kopurua zati segundoko 10¹² saiakera da. 0 maila minutu bat baino gutxiago da, 1 egun bat baino gutxiago, 2 urte bat baino gutxiago, 3 mende bat baino gutxiago eta 4 hortik gora. Estimazioa bi zifretatik txikiena da: zxcvbn-ts-k aurkitzen dituen ereduena, azaldu gabeko karaktereak dauden karaktere motetatik asmatuta, eta sortzailearen zifra zehatza, mota horietatik ausaz aukeratutako pasahitz batentzat. Hirugarren zifra bat ere kontuan hartzen da: sortzaileak bere hitz-zerrendetako batetik atera zezakeen pasaesaldi batek, gehienez ere, bat datozen aukera txikienetarako sortzailearen zifra zehatza jasotzen du.',
    error_invalid_length: 'Luzerak {min} eta {max} arteko zenbaki osoa izan behar du.',
    error_invalid_count: 'Kopuruak {min} eta {max} arteko zenbaki osoa izan behar du.',
    error_empty_alphabet: 'Aktibatu gutxienez karaktere mota bat: xeheak, larriak, digituak edo ikurrak.',
    checker_pending:
      'Hiztegi gehiago kargatzen ari dira oraindik: iristen direnean, estimazio hau jaitsi egin daiteke.',
    checker_dictionaries:
      'Orri honetako hiztegiak: pasahitz ohikoenak, eta gaztelaniazko eta ingelesezko hitzak, izenak eta abizenak (zxcvbn-ts-ren hizkuntza-paketeak, MIT lizentzia). Oraindik ez dago euskarazko hiztegirik: euskarazko hitz bat ausazko letratzat hartzen da, eta estimazioa altuegia izan daiteke.',
    generator_no_passwords: 'Ez dago pasahitzik markatutako aukera zuzendu arte.',
    generator_clipboard_note:
      'Kopiatutako pasahitza arbeletik ezabatzen da {seconds} segundoren buruan, oraindik han badago eta nabigatzaileak uzten badu.',
    generator_clipboard_cleared: 'Kopiatutako pasahitza arbeletik ezabatu da.',
    generator_mode: 'Pasahitz mota',
    generator_mode_characters: 'Karaktereak',
    generator_mode_passphrase: 'Pasaesaldia',
    generator_mode_rules: 'Webgune baten arauak',
    generator_symbol_set: 'Ikur hauek bakarrik (hutsik: guztiak)',
    generator_exclude: 'Karaktere hauek baztertu',
    generator_requirements: 'Betekizunak',
    generator_min_lower: 'Gutxieneko letra xehe kopurua',
    generator_min_upper: 'Gutxieneko letra larri kopurua',
    generator_min_digits: 'Gutxieneko digitu kopurua',
    generator_min_symbols: 'Gutxieneko ikur kopurua',
    generator_max_repeating: 'Jarraian karaktere berdinen gehieneko kopurua (hutsik: mugarik gabe)',
    generator_max_sequential:
      'Sekuentzia bateko karaktereen gehieneko kopurua, abc edo 987 bezala (hutsik: mugarik gabe)',
    generator_requirements_note:
      'Betekizunek analisia zehatz mantentzen dute: haiek betetzen dituen pasahitz oro berdin probablea da, eta zehazki pasahitz horiek zenbatzen dira.',
    generator_words: 'Hitz kopurua',
    generator_list: 'Hitz zerrenda',
    generator_list_eff_large: 'EFFren zerrenda luzea ({size} hitz)',
    generator_list_eff_short: 'EFFren zerrenda laburra ({size} hitz)',
    generator_separator: 'Hitzen arteko bereizlea',
    generator_capitalize: 'Letra larriak',
    generator_capitalize_none: 'Bat ere ez',
    generator_capitalize_first: 'Hitz bakoitzaren lehen letra',
    generator_capitalize_random: 'Hitz bakoitzaren lehen letra, ausaz (bit 1 hitzeko)',
    generator_digit: 'Digitu bat gehitu hitzetako bati',
    generator_words_credit:
      'Electronic Frontier Foundation-en (EFF) hitz zerrendak, Creative Commons Aitortu 3.0 Estatu Batuak lizentziarekin.',
    generator_loading_words: 'Hitz zerrenda kargatzen…',
    generator_list_other: '{language}: {source} zerrenda, {size} hitz',
    generator_list_none:
      'Oraindik ez dago euskarazko hitz zerrendarik: lehenik ingelesezko zerrendak daude, eta gero beste hizkuntza batzuetakoak.',
    generator_list_credit: 'Hitz zerrenda: {credit}.',
    generator_rules: 'Pasahitz arauak',
    generator_rules_help:
      'Idatzi passwordrules sintaxian, adibidez: minlength: 12; maxlength: 20; required: lower; required: upper; required: digit; allowed: [-_.]',
    generator_site: 'Bilatu webgune bat',
    generator_site_help:
      'Orri honek berarekin daraman {count} webguneren pasahitz arauen kopia batean bilatzen du: ez da ezer bidaltzen. Webgune bat aukeratzean, haren arauak goian jartzen dira.',
    generator_site_results: 'Aurkitutako webguneak',
    generator_site_none: 'Ez da webgunerik aurkitu.',
    generator_site_chosen: '{domain} webgunearen arauak ezarri dira.',
    generator_loading_sites: 'Webguneak kargatzen…',
    generator_sites_credit: 'Webguneen arauak Appleren password-manager-resources-etik hartuak, MIT lizentziarekin.',
    generator_load_failed: 'Ezin izan da pasahitz mota hau kargatu. Kargatu berriro orria.',
    generator_formula_counted:
      '{length} karaktere, betekizun hauek betetzen dituen pasahitz oro berdin probablea: bit = betekizunak betetzen dituzten {count} pasahitzen log2 = {bits}',
    generator_formula_passphrase:
      '{words} hitz, bakoitza {list_size} hitzeko zerrenda batetik modu uniformean aukeratua: bit = {terms} = {bits}',
    generator_term_capitals: '{words} (ausazko letra larriak)',
    generator_term_digit: 'log2(10 × {words}) (digitua eta haren hitza)',
    generator_error_range: 'Idatzi {min} eta {max} arteko zenbaki oso bat.',
    generator_error_symbol_set: 'Erabili puntuazio ikurrak edo zuriuneak bakarrik, bakoitza behin.',
    generator_error_symbols_off: 'Aktibatu ikurrak, zein erabili aukeratzeko.',
    generator_error_pool: 'Aukeratzeko 2 karaktere baino gutxiago geratzen dira.',
    generator_error_required_empty:
      'Derrigorrezko karaktere mota bati ez zaio karaktererik geratzen: desaktibatuta edo baztertuta dago.',
    generator_error_minimums: 'Gutxienekoek {needed} karaktere behar dituzte, baina luzera {length} da.',
    generator_error_length: 'Arau hauek {min} eta {max} arteko luzerak onartzen dituzte.',
    generator_error_unsatisfiable:
      '{length} karaktereko pasahitz batek ere ez ditu betekizun hauek guztiak batera betetzen.',
    generator_error_rules: 'Arau hauek ezin dira irakurri: begiratu «{part}» inguruan ({position}. karakterea).',
    generator_error_too_complex: 'Betekizun gehiegi zehazki zenbatzeko: jaitsi gutxieneko bat edo kendu muga bat.',
    generator_allow_space: 'Baimendu zuriuneak',
    generator_note_no_site_rules: 'Ez da araurik ezagutzen {site} gunerako: errezeta lehenetsia erabiltzen da.',
    generator_note_default_settings: 'Ez dago araurik: errezeta lehenetsia erabiltzen da.',
    generator_note_length_fitted:
      'Luzera {length} ezarri da: arau hauek {min} eta {max} arteko luzerak onartzen dituzte.',
    generator_weak_settings:
      'Ahula: errezeta honek pasahitz gutxiegi onartzen ditu lineaz kanpoko eraso bati eusteko. Onartu karaktere gehiago edo luzera handiagoa.',
    generator_error_no_randomness:
      'Baldintza hauek pasahitz bakarra onartzen dute: onartu karaktere gehiago edo jaitsi gutxieneko bat.',
    generator_counting: 'Baldintza hauek onartzen dituzten pasahitz guztiak zenbatzen…',
    generator_note_rules_dropped:
      'Kanpoan utzia, Appleren analizatzaileak uzten duen bezala: «{part}» ({position}. karakterea).',
    generator_passphrases: 'Pasaesaldiak',
    generator_count_passphrases: 'Pasaesaldi kopurua',
    generator_about_passphrase:
      'Hitz bakoitza modu independente eta uniformean aukeratzen da zerrendatik, baita maiuskulak eta zifra ere eskatzen badituzu. Analisiak aukera hauek idatz ditzaketen pasaesaldi guztiak zenbatzen ditu, eta pasaesaldi bat bi eratara idatz dezakeen bereizlea baztertzen da, zifra zehatza izan dadin.',
    generator_error_separator: 'Erabili 0tik 8ra ASCII karaktere inprimagarri.',
    generator_error_ambiguous:
      'Bereizle honekin, bi pasaesaldi desberdin berdin irakur litezke, eta, beraz, sendotasuna ezin litzateke zehazki adierazi. Aukeratu beste bereizle bat.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10{e_sup}',
    magnitudes: [
      { exponent: 3, one: 'mila', other: '{n} mila' },
      { exponent: 6, one: '1 milioi', other: '{n} milioi' },
      { exponent: 9, one: 'mila milioi', other: '{n} mila milioi' },
      { exponent: 12, one: '1 bilioi', other: '{n} bilioi' },
      { exponent: 15, one: 'mila bilioi', other: '{n} mila bilioi' },
      { exponent: 18, one: '1 trilioi', other: '{n} trilioi' },
      { exponent: 21, one: 'mila trilioi', other: '{n} mila trilioi' },
    ],
  },
  units: {
    second: { other: 'segundo' },
    minute: { other: 'minutu' },
    hour: { other: 'ordu' },
    day: { other: 'egun' },
    year: { other: 'urte' },
  },
  lessThanOne: '1 segundo baino gutxiago',
  amount: '{value} {unit}',
  atMost: 'gehienez {amount}',
  namedForm: 'other',
};
