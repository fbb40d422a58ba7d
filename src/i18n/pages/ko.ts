import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Korean: grouping by 10^4 (만, 억, 조, 경), then powers of ten; no plural. */
export const PAGES_KO: PageCatalogue = {
  code: 'ko',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: '비밀번호 생성 서비스',
    page_nav_label: '페이지',
    page_nav_generator: '생성기',
    page_nav_checker: '검사기',
    page_nav_reference: 'API 참조',
    page_private:
      '이 페이지는 브라우저 안에서만 실행됩니다. 여기서 만들거나 입력한 내용은 어디로도 전송되거나 저장되거나 기억되지 않습니다. 로드된 뒤에는 네트워크 요청을 전혀 하지 않습니다.',
    page_noscript:
      '이 페이지에는 JavaScript가 필요합니다. 작업은 사용자의 브라우저가 하므로 어떤 서버도 비밀번호를 볼 수 없습니다.',
    level_0: '매우 약함',
    level_1: '약함',
    level_2: '보통',
    level_3: '강함',
    level_4: '매우 강함',
    page_level: '레벨 {level}/4: {name}',
    page_level_label: '강도 레벨',
    page_crack_time: '해독 시간: {time} (오프라인에서 초당 10^12번 추측하는 공격자 기준)',
    page_json_summary: 'JSON 형식의 분석',
    generator_title: '비밀번호 생성기',
    generator_lead:
      '사용자의 브라우저가 crypto.getRandomValues와 서비스와 똑같은 코드로 만든 무작위 비밀번호와, 그 강도의 정확한 분석입니다.',
    generator_options: '옵션',
    generator_length: '길이',
    generator_count: '비밀번호 개수',
    generator_types: '문자 종류',
    generator_lower: '영문 소문자 (a-z)',
    generator_upper: '영문 대문자 (A-Z)',
    generator_digits: '숫자 (0-9)',
    generator_symbols: '기호 ({symbols})',
    generator_exclude_ambiguous: '헷갈리는 문자 제외 (0 O 1 I l o)',
    generator_no_repeats: '같은 문자 연속 금지',
    generator_regenerate: '다시 생성',
    generator_passwords: '비밀번호',
    generator_copy: '복사',
    generator_copy_label: '비밀번호 {n} 복사',
    generator_copied: '비밀번호 {n}을(를) 클립보드에 복사했습니다.',
    generator_copy_failed: '비밀번호를 복사하지 못했습니다. 직접 선택해서 복사하세요.',
    generator_strength: '강도',
    generator_bits: '엔트로피 {bits}비트',
    generator_formula:
      '{length}자, 각 문자를 {pool}개 중에서 균등하게 선택: 비트 = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{pool}개 중에서 {length}자, 바로 앞 문자와 같은 문자 제외: 비트 = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: '작동 방식',
    generator_about_uniform:
      '각 문자는 거부 샘플링으로 후보 중에서 독립적이고 균등하게 선택되므로 어떤 문자도 다른 문자보다 더 자주 나오지 않습니다. 문자 종류를 강제하지 않습니다. 짧은 비밀번호에는 숫자가 없을 수 있는데, 종류마다 하나씩 강제하면 위의 분석이 틀려지기 때문입니다.',
    generator_about_exact:
      '이 분석은 추정이 아니라 정확한 값입니다. 비밀번호를 고른 절차를 설명하며, 공격자가 이를 모두 알아도 됩니다. 해독 시간은 초당 10^12번 추측으로 가능한 비밀번호의 절반을 시도하는 데 걸리는 기대 시간입니다.',
    checker_title: '비밀번호 강도 검사기',
    checker_lead:
      '비밀번호를 입력하거나 붙여 넣으면 추측하기 얼마나 어려운지 추정합니다. 추정은 브라우저가 백그라운드에서 zxcvbn-ts로, 영어와 스페인어 사전을 사용해 합니다. 경고와 제안은 영어로 표시됩니다.',
    checker_password: '비밀번호',
    checker_show: '비밀번호 표시',
    checker_cap: '처음 {max}자만 분석합니다.',
    checker_truncated: '{length}자 중 처음 {max}자만 분석했습니다.',
    checker_loading: '사전을 불러오는 중…',
    checker_ready: '준비됨: 비밀번호를 입력하세요.',
    checker_failed: '이 브라우저에서 검사기를 시작하지 못했습니다. 페이지를 새로 고치세요.',
    checker_guesses: '추정 추측 횟수: {guesses}',
    checker_basis_patterns: '패턴에 따른 추정',
    checker_basis_random: '패턴 없음: 무작위로 생성했다면 정확함',
    checker_ceiling_true:
      '상한입니다(JSON의 "ceiling": true). 추정이 알고 있는 패턴(흔한 비밀번호, 단어, 이름, 날짜, 키보드 패턴, l33t 치환)을 찾았으며, 사용자에 대해 더 많이 아는 공격자는 더 적은 횟수로 맞힐 수도 있습니다.',
    checker_ceiling_false:
      '패턴을 찾지 못했습니다(JSON의 "ceiling": false). 이 수치는 이 비밀번호가 쓰는 문자 종류에서 무작위로 생성한 비밀번호에 대한 생성기의 정확한 분석으로, 생성기가 보여 주는 수치와 같습니다. 비밀번호가 실제로 무작위로 생성된 경우에만 정확합니다.',
    checker_warning: '경고: {warning}',
    checker_suggestions: '제안',
    checker_about_title: '작동 방식',
    checker_about:
      '레벨은 서비스와 같은 공격 모델과 척도를 씁니다. 해독 시간은 추정 추측 횟수를 초당 10^12번으로 나눈 값입니다. 레벨 0은 1분 미만, 1은 하루 미만, 2는 1년 미만, 3은 100년 미만, 4는 그 이상입니다. 추정은 두 수치 중 작은 쪽입니다. 하나는 zxcvbn-ts가 찾은 패턴에 따른 수치(설명되지 않는 문자는 들어 있는 문자 종류에서 추측)이고, 다른 하나는 그 종류에서 무작위로 생성한 비밀번호에 대한 생성기의 정확한 수치입니다.',
    error_invalid_length: '길이는 {min}에서 {max} 사이의 정수여야 합니다.',
    error_invalid_count: '개수는 {min}에서 {max} 사이의 정수여야 합니다.',
    error_empty_alphabet: '문자 종류를 하나 이상 켜세요: 소문자, 대문자, 숫자 또는 기호.',
    generator_no_passwords: '표시된 옵션을 고칠 때까지 비밀번호가 없습니다.',
    generator_clipboard_note: '복사한 비밀번호가 아직 클립보드에 있고 브라우저가 허용하면 {seconds}초 뒤에 지워집니다.',
    generator_clipboard_cleared: '복사한 비밀번호를 클립보드에서 지웠습니다.',
  },
  numberWords: {
    decimalSeparator: '.',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 4, one: '1만', other: '{n}만' },
      { exponent: 8, one: '1억', other: '{n}억' },
      { exponent: 12, one: '1조', other: '{n}조' },
      { exponent: 16, one: '1경', other: '{n}경' },
    ],
  },
  units: {
    second: { other: '초' },
    minute: { other: '분' },
    hour: { other: '시간' },
    day: { other: '일' },
    year: { other: '년' },
  },
  lessThanOne: '1초 미만',
  amount: '{value}{unit}',
  atMost: '최대 {amount}',
  namedForm: 'other',
};
