import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Basque: long scale (mila milioi 10^9, bilioi 10^12); a noun after a number stays as it is ("245 urte"). */
export const PAGES_EU: PageCatalogue = {
  code: 'eu',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
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
    page_crack_time:
      'Apurtzeko denbora: {time}, lineaz kanpo segundoko 10^12 saiakera egiten dituen erasotzaile batentzat.',
    page_json_summary: 'Analisia JSON formatuan',
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
    generator_about_uniform:
      'Karaktere bakoitza multzotik modu independente eta uniformean aukeratzen da, baztertze bidezko laginketarekin, bat ere ez dadin beste bat baino probableagoa izan. Ez da mota bat ere behartzen: pasahitz labur batek digiturik gabe egon daiteke, mota bakoitzeko bat behartzeak goiko analisia okertuko lukeelako.',
    generator_about_exact:
      'Analisia zehatza da, ez estimazio bat: pasahitza aukeratu duen prozesua deskribatzen du, erasotzaile batek osorik ezagut dezakeena. Apurtzeko denbora espero den denbora da, pasahitz posibleen erdia, segundoko 10^12 saiakeratan.',
    checker_title: 'Pasahitzen sendotasun egiaztatzailea',
    checker_lead:
      'Idatzi edo itsatsi pasahitz bat asmatzeko zein zaila den estimatzeko. Zure nabigatzaileak egiten du estimazioa zxcvbn-ts-rekin, atzeko planoan, ingelesezko eta gaztelaniazko hiztegiekin; abisuak eta iradokizunak ingelesez agertzen dira.',
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
      'Goi-muga bat da ("ceiling": true JSONean): estimazioak ezagutzen dituen ereduak aurkitu ditu (ohiko pasahitzak, hitzak, izenak eta datak, teklatu ereduak, l33t ordezkapenak), eta zutaz gehiago dakien erasotzaile batek saiakera gutxiago behar ditzake.',
    checker_ceiling_false:
      'Ez da eredurik aurkitu ("ceiling": false JSONean): zifra sortzailearen analisi zehatza da, pasahitz honek erabiltzen dituen karaktere motetatik ausaz aukeratutako pasahitz batentzat, sortzaileak erakusten duen zifra bera. Pasahitza benetan ausaz aukeratu bazen bakarrik da zehatza.',
    checker_warning: 'Abisua: {warning}',
    checker_suggestions: 'Iradokizunak',
    checker_about_title: 'Nola dabilen',
    checker_about:
      'Mailak zerbitzuaren eraso eredu eta eskala berak erabiltzen ditu: apurtzeko denbora estimatutako saiakera kopurua zati segundoko 10^12 saiakera da. 0 maila minutu bat baino gutxiago da, 1 egun bat baino gutxiago, 2 urte bat baino gutxiago, 3 mende bat baino gutxiago eta 4 hortik gora. Estimazioa bi zifretatik txikiena da: zxcvbn-ts-k aurkitzen dituen ereduena, azaldu gabeko karaktereak dauden karaktere motetatik asmatuta, eta sortzailearen zifra zehatza, mota horietatik ausaz aukeratutako pasahitz batentzat.',
    error_invalid_length: 'Luzerak {min} eta {max} arteko zenbaki osoa izan behar du.',
    error_invalid_count: 'Kopuruak {min} eta {max} arteko zenbaki osoa izan behar du.',
    error_empty_alphabet: 'Aktibatu gutxienez karaktere mota bat: xeheak, larriak, digituak edo ikurrak.',
    generator_no_passwords: 'Ez dago pasahitzik markatutako aukera zuzendu arte.',
    generator_clipboard_note:
      'Kopiatutako pasahitza arbeletik ezabatzen da {seconds} segundoren buruan, oraindik han badago eta nabigatzaileak uzten badu.',
    generator_clipboard_cleared: 'Kopiatutako pasahitza arbeletik ezabatu da.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
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
