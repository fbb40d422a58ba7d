import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Turkish: short scale (milyar 10^9, trilyon 10^12); a noun after a number stays singular. */
export const PAGES_TR: PageCatalogue = {
  code: 'tr',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Parola Üretme Hizmeti',
    page_nav_label: 'Sayfalar',
    page_nav_generator: 'Üretici',
    page_nav_checker: 'Denetleyici',
    page_nav_reference: 'API başvurusu',
    page_private:
      'Bu sayfa yalnızca tarayıcınızda çalışır: burada ürettiğiniz ya da yazdığınız hiçbir şey gönderilmez, saklanmaz ya da hatırlanmaz. Yüklendikten sonra hiçbir ağ isteği yapmaz.',
    page_noscript:
      'Bu sayfa JavaScript gerektirir: işi kendi tarayıcınız yapar, böylece hiçbir sunucu parolayı görmez.',
    level_0: 'çok zayıf',
    level_1: 'zayıf',
    level_2: 'orta',
    level_3: 'güçlü',
    level_4: 'çok güçlü',
    page_level: 'Seviye {level} / 4: {name}',
    page_level_label: 'Güç seviyesi',
    page_crack_time: 'Kırma süresi: {time}; çevrimdışı olarak saniyede 10^12 tahmin deneyen bir saldırgan için.',
    page_json_summary: 'JSON olarak analiz',
    generator_title: 'Parola üretici',
    generator_lead:
      'Kendi tarayıcınızın crypto.getRandomValues ve hizmetle birebir aynı kodla ürettiği rastgele parolalar, güçlerinin kesin bir analiziyle birlikte.',
    generator_options: 'Seçenekler',
    generator_length: 'Uzunluk',
    generator_count: 'Parola sayısı',
    generator_types: 'Karakterler',
    generator_lower: 'Küçük harfler (a-z)',
    generator_upper: 'Büyük harfler (A-Z)',
    generator_digits: 'Rakamlar (0-9)',
    generator_symbols: 'Simgeler ({symbols})',
    generator_exclude_ambiguous: 'Birbirine benzeyen karakterlerden kaçın (0 O 1 I l o)',
    generator_no_repeats: 'Hiçbir karakter art arda iki kez olmasın',
    generator_regenerate: 'Yeniden üret',
    generator_passwords: 'Parolalar',
    generator_copy: 'Kopyala',
    generator_copy_label: '{n}. parolayı kopyala',
    generator_copied: '{n}. parola panoya kopyalandı.',
    generator_copy_failed: 'Parola kopyalanamadı. Lütfen seçip elle kopyalayın.',
    generator_strength: 'Güç',
    generator_bits: '{bits} bit entropi',
    generator_formula:
      '{length} karakter, her biri {pool} karakterlik bir kümeden eşit olasılıkla seçildi: bit = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{pool} karakterlik bir kümeden {length} karakter, hiçbiri bir öncekiyle aynı değil: bit = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Nasıl çalışır',
    generator_about_uniform:
      'Her karakter kümeden bağımsız ve eşit olasılıkla, reddetme örneklemesiyle seçilir; böylece hiçbir karakter diğerinden daha olası değildir. Hiçbir karakter türü zorlanmaz: kısa bir parolada rakam olmayabilir, çünkü her türden birini zorlamak yukarıdaki analizi yanlış yapardı.',
    generator_about_exact:
      'Analiz kesindir, tahmin değildir: parolayı seçen süreci anlatır ve bir saldırgan bu süreci tamamen bilebilir. Kırma süresi, olası parolaların yarısını saniyede 10^12 denemeyle tüketmek için beklenen süredir.',
    checker_title: 'Parola gücü denetleyici',
    checker_lead:
      'Ne kadar zor tahmin edildiğini görmek için bir parola yazın ya da yapıştırın. Tahmini tarayıcınız zxcvbn-ts ile, arka planda, İngilizce ve İspanyolca sözlüklerle yapar; uyarılar ve öneriler İngilizcedir.',
    checker_password: 'Parola',
    checker_show: 'Parolayı göster',
    checker_cap: 'Yalnızca ilk {max} karakter incelenir.',
    checker_truncated: '{length} karakterin yalnızca ilk {max} tanesi incelendi.',
    checker_loading: 'Sözlükler yükleniyor…',
    checker_ready: 'Hazır: bir parola yazın.',
    checker_failed: 'Denetleyici bu tarayıcıda başlatılamadı. Lütfen sayfayı yeniden yükleyin.',
    checker_guesses: 'Tahmini deneme sayısı: {guesses}.',
    checker_basis_patterns: 'desenlere dayalı bir tahmin',
    checker_basis_random: 'desen bulunamadı: rastgele seçildiyse kesin',
    checker_ceiling_true:
      'Bir üst sınır (JSON’da "ceiling": true): tahmin bildiği desenler buldu (yaygın parolalar, sözcükler, adlar, tarihler, klavye desenleri, l33t değişimleri); sizin hakkınızda daha çok şey bilen bir saldırgan daha az denemeyle başarabilir.',
    checker_ceiling_false:
      'Desen bulunamadı (JSON’da "ceiling": false): bu sayı, bu parolanın kullandığı karakter türlerinden rastgele seçilmiş bir parola için üreticinin kesin analizidir, üreticinin gösterdiği sayının aynısıdır. Yalnızca parola gerçekten rastgele seçildiyse kesindir.',
    checker_warning: 'Uyarı: {warning}',
    checker_suggestions: 'Öneriler',
    checker_about_title: 'Nasıl çalışır',
    checker_about:
      'Seviye, hizmetle aynı saldırı modelini ve ölçeği kullanır: kırma süresi, tahmini deneme sayısının saniyede 10^12 denemeye bölümüdür. Seviye 0 bir dakikanın, 1 bir günün, 2 bir yılın, 3 bir yüzyılın altıdır; 4 daha uzun her şeydir. Tahmin iki sayıdan küçük olanıdır: zxcvbn-ts’nin bulduğu desenlerin sayısı (açıklanamayan karakterler, bulunan karakter türlerinden tahmin edilir) ve bu türlerden rastgele seçilmiş bir parola için üreticinin kesin sayısı.',
    error_invalid_length: 'Uzunluk {min} ile {max} arasında bir tam sayı olmalıdır.',
    error_invalid_count: 'Sayı {min} ile {max} arasında bir tam sayı olmalıdır.',
    error_empty_alphabet: 'En az bir karakter türü açık olmalıdır: küçük harf, büyük harf, rakam ya da simge.',
    generator_no_passwords: 'İşaretli seçenek düzeltilene kadar parola yok.',
    generator_clipboard_note:
      'Kopyalanan parola, hâlâ oradaysa ve tarayıcı izin veriyorsa {seconds} saniye sonra panodan silinir.',
    generator_clipboard_cleared: 'Kopyalanan parola panodan silindi.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'bin', other: '{n} bin' },
      { exponent: 6, one: '1 milyon', other: '{n} milyon' },
      { exponent: 9, one: '1 milyar', other: '{n} milyar' },
      { exponent: 12, one: '1 trilyon', other: '{n} trilyon' },
      { exponent: 15, one: '1 katrilyon', other: '{n} katrilyon' },
      { exponent: 18, one: '1 kentilyon', other: '{n} kentilyon' },
    ],
  },
  units: {
    second: { other: 'saniye' },
    minute: { other: 'dakika' },
    hour: { other: 'saat' },
    day: { other: 'gün' },
    year: { other: 'yıl' },
  },
  lessThanOne: '1 saniyeden az',
  amount: '{value} {unit}',
  atMost: 'en fazla {amount}',
  namedForm: 'other',
};
