import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Japanese: grouping by 10^4 (万, 億, 兆, 京), then powers of ten; no plural, no space before a unit. */
export const PAGES_JA: PageCatalogue = {
  code: 'ja',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'パスワード生成サービス',
    page_nav_label: 'ページ',
    page_nav_generator: '生成',
    page_nav_checker: 'チェック',
    page_nav_reference: 'API リファレンス',
    page_private:
      'このページはお使いのブラウザーの中だけで動きます。ここで生成・入力したものは送信も保存も記憶もされません。読み込み後はネットワークへの通信を一切行いません。',
    page_noscript:
      'このページには JavaScript が必要です。処理はお使いのブラウザーが行うので、パスワードがサーバーに見られることはありません。',
    level_0: '非常に弱い',
    level_1: '弱い',
    level_2: 'ふつう',
    level_3: '強い',
    level_4: '非常に強い',
    page_level: 'レベル {level}/4：{name}',
    page_level_label: '強度レベル',
    page_crack_time: '解読までの時間：{time}（オフラインで毎秒 10^12 回推測する攻撃者の場合）',
    page_json_summary: '分析結果（JSON）',
    generator_title: 'パスワード生成',
    generator_lead:
      'お使いのブラウザーが crypto.getRandomValues とサービスとまったく同じコードで作るランダムなパスワードと、その強度の正確な分析です。',
    generator_options: 'オプション',
    generator_length: '文字数',
    generator_count: 'パスワードの数',
    generator_types: '文字の種類',
    generator_lower: '英小文字 (a-z)',
    generator_upper: '英大文字 (A-Z)',
    generator_digits: '数字 (0-9)',
    generator_symbols: '記号 ({symbols})',
    generator_exclude_ambiguous: '見分けにくい文字を除く (0 O 1 I l o)',
    generator_no_repeats: '同じ文字を続けない',
    generator_regenerate: '再生成',
    generator_passwords: 'パスワード',
    generator_copy: 'コピー',
    generator_copy_label: 'パスワード {n} をコピー',
    generator_copied: 'パスワード {n} をクリップボードにコピーしました。',
    generator_copy_failed: 'パスワードをコピーできませんでした。選択して手動でコピーしてください。',
    generator_strength: '強度',
    generator_bits: 'エントロピー {bits} ビット',
    generator_formula:
      '{length} 文字、各文字を {pool} 種類から一様に選択：ビット = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{pool} 種類から {length} 文字、直前と同じ文字は除外：ビット = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'しくみ',
    generator_about_uniform:
      '各文字は候補の中から独立かつ一様に、棄却サンプリングで選ばれるため、どの文字も同じ確率で出ます。文字の種類は強制しません。短いパスワードに数字が入らないこともありますが、各種類を必ず入れると上の分析が正しくなくなるためです。',
    generator_about_exact:
      'この分析は推定ではなく正確な値です。パスワードを選んだ手順（攻撃者が完全に知っていてもよいもの）を表しています。解読までの時間は、毎秒 10^12 回の推測で候補の半分を試すのにかかる期待時間です。',
    checker_title: 'パスワード強度チェック',
    checker_lead:
      'パスワードを入力または貼り付けると、推測のされにくさを見積もります。見積もりはお使いのブラウザーが zxcvbn-ts でバックグラウンドで行い、英語とスペイン語の辞書を使います。警告と提案は英語で表示されます。',
    checker_password: 'パスワード',
    checker_show: 'パスワードを表示',
    checker_cap: '分析するのは最初の {max} 文字だけです。',
    checker_truncated: '{length} 文字のうち最初の {max} 文字だけを分析しました。',
    checker_loading: '辞書を読み込んでいます…',
    checker_ready: '準備完了：パスワードを入力してください。',
    checker_failed: 'このブラウザーではチェックを開始できませんでした。ページを再読み込みしてください。',
    checker_guesses: '推測回数の見積もり：{guesses}',
    checker_basis_patterns: 'パターンからの見積もり',
    checker_basis_random: 'パターンなし：ランダムに生成されたものなら正確',
    checker_ceiling_true:
      '上限値です（JSON では "ceiling": true）。見積もりが既知のパターン（よくあるパスワード、単語、名前、日付、キーボードの並び、l33t 置換）を見つけました。あなたのことをよく知る攻撃者なら、もっと少ない回数で当てるかもしれません。',
    checker_ceiling_false:
      'パターンは見つかりませんでした（JSON では "ceiling": false）。この数値は、このパスワードが使う文字の種類からランダムに生成したパスワードについての、パスワード生成ページの正確な分析で、生成ページが示す数値と同じです。パスワードが本当にランダムに生成された場合にのみ正確です。',
    checker_warning: '警告：{warning}',
    checker_suggestions: '提案',
    checker_about_title: 'しくみ',
    checker_about:
      'レベルはサービスと同じ攻撃モデルと尺度を使います。解読までの時間は、推測回数の見積もりを毎秒 10^12 回で割ったものです。レベル 0 は 1 分未満、1 は 1 日未満、2 は 1 年未満、3 は 100 年未満、4 はそれ以上です。見積もりは 2 つの数値の小さいほうです。zxcvbn-ts が見つけるパターンによる数値（説明できない文字は、含まれる文字の種類から推測）と、それらの種類からランダムに生成したパスワードについての、生成ページの正確な数値です。',
    error_invalid_length: '文字数は {min} から {max} までの整数にしてください。',
    error_invalid_count: 'パスワードの数は {min} から {max} までの整数にしてください。',
    error_empty_alphabet: '文字の種類を少なくとも 1 つ選んでください（英小文字、英大文字、数字、記号）。',
    generator_no_passwords: '印の付いたオプションを直すまでパスワードは表示されません。',
    generator_clipboard_note:
      'コピーしたパスワードは、まだクリップボードにあってブラウザーが許せば、{seconds} 秒後に消去されます。',
    generator_clipboard_cleared: 'コピーしたパスワードをクリップボードから消去しました。',
  },
  numberWords: {
    decimalSeparator: '.',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 4, one: '1万', other: '{n}万' },
      { exponent: 8, one: '1億', other: '{n}億' },
      { exponent: 12, one: '1兆', other: '{n}兆' },
      { exponent: 16, one: '1京', other: '{n}京' },
    ],
  },
  units: {
    second: { other: '秒' },
    minute: { other: '分' },
    hour: { other: '時間' },
    day: { other: '日' },
    year: { other: '年' },
  },
  lessThanOne: '1秒未満',
  amount: '{value}{unit}',
  atMost: '最大{amount}',
  namedForm: 'other',
};
