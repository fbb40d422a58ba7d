import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Indonesian: short scale (miliar 10^9, triliun 10^12); nouns do not change after a number. */
export const PAGES_ID: PageCatalogue = {
  code: 'id',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Layanan Pembuat Kata Sandi',
    page_nav_label: 'Halaman',
    page_nav_generator: 'Pembuat',
    page_nav_checker: 'Pemeriksa',
    page_nav_reference: 'Referensi API',
    page_private:
      'Halaman ini hanya berjalan di peramban Anda: apa pun yang Anda buat atau ketik di sini tidak dikirim, disimpan, atau diingat. Setelah dimuat, halaman ini tidak membuat permintaan jaringan sama sekali.',
    page_noscript:
      'Halaman ini memerlukan JavaScript: peramban Anda sendiri yang bekerja, sehingga tidak ada server yang pernah melihat kata sandinya.',
    level_0: 'sangat lemah',
    level_1: 'lemah',
    level_2: 'cukup',
    level_3: 'kuat',
    level_4: 'sangat kuat',
    page_level: 'Tingkat {level} dari 4: {name}',
    page_level_label: 'Tingkat kekuatan',
    page_crack_time: 'Waktu untuk membobol: {time}, bagi penyerang yang mencoba 10^12 tebakan per detik secara luring.',
    page_json_summary: 'Analisis sebagai JSON',
    generator_title: 'Pembuat kata sandi',
    generator_lead:
      'Kata sandi acak yang dibuat oleh peramban Anda sendiri, dengan crypto.getRandomValues dan kode yang sama persis dengan layanan, disertai analisis kekuatan yang tepat.',
    generator_options: 'Opsi',
    generator_length: 'Panjang',
    generator_count: 'Jumlah kata sandi',
    generator_types: 'Karakter',
    generator_lower: 'Huruf kecil (a-z)',
    generator_upper: 'Huruf besar (A-Z)',
    generator_digits: 'Angka (0-9)',
    generator_symbols: 'Simbol ({symbols})',
    generator_exclude_ambiguous: 'Hindari karakter yang mirip (0 O 1 I l o)',
    generator_no_repeats: 'Tidak ada karakter dua kali berturut-turut',
    generator_regenerate: 'Buat ulang',
    generator_passwords: 'Kata sandi',
    generator_copy: 'Salin',
    generator_copy_label: 'Salin kata sandi {n}',
    generator_copied: 'Kata sandi {n} disalin ke papan klip.',
    generator_copy_failed: 'Kata sandi tidak dapat disalin. Pilih dan salin secara manual.',
    generator_strength: 'Kekuatan',
    generator_bits: '{bits} bit entropi',
    generator_formula:
      '{length} karakter, masing-masing diambil secara seragam dari kumpulan {pool}: bit = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} karakter dari kumpulan {pool}, tidak ada yang sama dengan sebelumnya: bit = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Cara kerjanya',
    generator_about_uniform:
      'Setiap karakter diambil secara independen dan seragam dari kumpulan, dengan rejection sampling sehingga tidak ada karakter yang lebih mungkin daripada yang lain. Tidak ada jenis karakter yang dipaksakan: kata sandi pendek bisa tanpa angka, karena memaksakan satu dari tiap jenis akan membuat analisis di atas salah.',
    generator_about_exact:
      'Analisisnya tepat, bukan perkiraan: analisis menggambarkan proses yang mengambil kata sandi, yang boleh diketahui penyerang sepenuhnya. Waktu untuk membobol adalah waktu yang diharapkan, separuh dari semua kata sandi yang mungkin, pada 10^12 tebakan per detik.',
    checker_title: 'Pemeriksa kekuatan kata sandi',
    checker_lead:
      'Ketik atau tempel kata sandi untuk memperkirakan seberapa sulit ditebak. Peramban Anda membuat perkiraan dengan zxcvbn-ts, di latar belakang, dengan kamus bahasa Inggris dan Spanyol; peringatan dan saran dalam bahasa Inggris.',
    checker_password: 'Kata sandi',
    checker_show: 'Tampilkan kata sandi',
    checker_cap: 'Hanya {max} karakter pertama yang dianalisis.',
    checker_truncated: 'Hanya {max} dari {length} karakternya yang dianalisis.',
    checker_loading: 'Memuat kamus…',
    checker_ready: 'Siap: ketik kata sandi.',
    checker_failed: 'Pemeriksa tidak dapat berjalan di peramban ini. Muat ulang halaman.',
    checker_guesses: 'Perkiraan tebakan: {guesses}.',
    checker_basis_patterns: 'perkiraan dari pola',
    checker_basis_random: 'tidak ada pola: tepat jika dipilih acak',
    checker_ceiling_true:
      'Batas atas ("ceiling": true di JSON): perkiraan ini menemukan pola yang dikenalnya (kata sandi, kata, nama, dan tanggal yang umum, pola papan ketik, substitusi l33t), dan penyerang yang tahu lebih banyak tentang Anda mungkin perlu lebih sedikit tebakan.',
    checker_ceiling_false:
      'Tidak ditemukan pola ("ceiling": false di JSON): angka ini adalah analisis tepat dari pembuat kata sandi untuk kata sandi yang dipilih acak dari jenis karakter yang dipakai kata sandi ini, angka yang sama dengan yang ditunjukkan pembuat kata sandi. Angka ini tepat hanya jika kata sandi itu benar-benar dipilih acak.',
    checker_warning: 'Peringatan: {warning}',
    checker_suggestions: 'Saran',
    checker_about_title: 'Cara kerjanya',
    checker_about:
      'Tingkatnya memakai model serangan dan skala yang sama dengan layanan: waktu untuk membobol adalah perkiraan jumlah tebakan dibagi 10^12 tebakan per detik. Tingkat 0 kurang dari satu menit, 1 kurang dari sehari, 2 kurang dari setahun, 3 kurang dari seabad, dan 4 lebih lama dari itu. Perkiraannya adalah yang lebih kecil dari dua angka: angka dari pola yang ditemukan zxcvbn-ts, dengan karakter yang tak terjelaskan ditebak dari jenis karakter yang ada, dan angka tepat pembuat kata sandi untuk kata sandi yang dipilih acak dari jenis-jenis itu.',
    error_invalid_length: 'Panjang harus bilangan bulat dari {min} sampai {max}.',
    error_invalid_count: 'Jumlah harus bilangan bulat dari {min} sampai {max}.',
    error_empty_alphabet: 'Aktifkan setidaknya satu jenis karakter: huruf kecil, huruf besar, angka, atau simbol.',
    generator_no_passwords: 'Tidak ada kata sandi sampai opsi yang ditandai diperbaiki.',
    generator_clipboard_note:
      'Kata sandi yang disalin dihapus dari papan klip setelah {seconds} detik jika masih ada, bila peramban mengizinkannya.',
    generator_clipboard_cleared: 'Kata sandi yang disalin telah dihapus dari papan klip.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: '1 ribu', other: '{n} ribu' },
      { exponent: 6, one: '1 juta', other: '{n} juta' },
      { exponent: 9, one: '1 miliar', other: '{n} miliar' },
      { exponent: 12, one: '1 triliun', other: '{n} triliun' },
      { exponent: 15, one: '1 kuadriliun', other: '{n} kuadriliun' },
      { exponent: 18, one: '1 kuintiliun', other: '{n} kuintiliun' },
    ],
  },
  units: {
    second: { other: 'detik' },
    minute: { other: 'menit' },
    hour: { other: 'jam' },
    day: { other: 'hari' },
    year: { other: 'tahun' },
  },
  lessThanOne: 'kurang dari 1 detik',
  amount: '{value} {unit}',
  atMost: 'paling lama {amount}',
  namedForm: 'other',
};
