import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/** Vietnamese: nghìn, triệu, tỷ, then compounds of tỷ (nghìn tỷ 10^12, triệu tỷ 10^15, tỷ tỷ 10^18). */
export const PAGES_VI: PageCatalogue = {
  code: 'vi',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Dịch vụ tạo mật khẩu',
    page_nav_label: 'Trang',
    page_nav_generator: 'Tạo mật khẩu',
    page_nav_checker: 'Kiểm tra',
    page_nav_reference: 'Tài liệu API',
    page_private:
      'Trang này chỉ chạy trong trình duyệt của bạn: những gì bạn tạo hoặc gõ ở đây không được gửi đi, lưu lại hay ghi nhớ. Sau khi tải xong, trang không gửi bất kỳ yêu cầu mạng nào.',
    page_noscript:
      'Trang này cần JavaScript: chính trình duyệt của bạn làm việc, để không máy chủ nào nhìn thấy mật khẩu.',
    level_0: 'rất yếu',
    level_1: 'yếu',
    level_2: 'trung bình',
    level_3: 'mạnh',
    level_4: 'rất mạnh',
    page_level: 'Mức {level}/4: {name}',
    page_level_label: 'Mức độ mạnh',
    page_crack_time: 'Thời gian bẻ khóa: {time}, với kẻ tấn công thử 10^12 lần mỗi giây khi ngoại tuyến.',
    page_json_summary: 'Phân tích dạng JSON',
    generator_title: 'Trình tạo mật khẩu',
    generator_lead:
      'Mật khẩu ngẫu nhiên do chính trình duyệt của bạn tạo, bằng crypto.getRandomValues và đúng mã nguồn của dịch vụ, kèm phân tích chính xác độ mạnh.',
    generator_options: 'Tùy chọn',
    generator_length: 'Độ dài',
    generator_count: 'Số mật khẩu',
    generator_types: 'Ký tự',
    generator_lower: 'Chữ thường (a-z)',
    generator_upper: 'Chữ hoa (A-Z)',
    generator_digits: 'Chữ số (0-9)',
    generator_symbols: 'Ký hiệu ({symbols})',
    generator_exclude_ambiguous: 'Tránh ký tự dễ nhầm (0 O 1 I l o)',
    generator_no_repeats: 'Không ký tự nào lặp liền nhau',
    generator_regenerate: 'Tạo lại',
    generator_passwords: 'Mật khẩu',
    generator_copy: 'Sao chép',
    generator_copy_label: 'Sao chép mật khẩu {n}',
    generator_copied: 'Đã sao chép mật khẩu {n} vào bộ nhớ tạm.',
    generator_copy_failed: 'Không sao chép được mật khẩu. Hãy chọn và sao chép thủ công.',
    generator_strength: 'Độ mạnh',
    generator_bits: '{bits} bit entropy',
    generator_formula:
      '{length} ký tự, mỗi ký tự được chọn đều từ tập {pool}: bit = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} ký tự từ tập {pool}, không ký tự nào trùng ký tự trước: bit = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Cách hoạt động',
    generator_about_uniform:
      'Mỗi ký tự được chọn độc lập và đồng đều từ tập, bằng lấy mẫu loại bỏ, để không ký tự nào có khả năng cao hơn ký tự khác. Không bắt buộc loại ký tự nào: mật khẩu ngắn có thể không có chữ số, vì bắt buộc mỗi loại một ký tự sẽ làm sai phân tích ở trên.',
    generator_about_exact:
      'Phân tích là chính xác, không phải ước lượng: nó mô tả quy trình đã chọn mật khẩu, điều mà kẻ tấn công có thể biết hoàn toàn. Thời gian bẻ khóa là thời gian kỳ vọng, một nửa số mật khẩu có thể, với 10^12 lần thử mỗi giây.',
    checker_title: 'Kiểm tra độ mạnh mật khẩu',
    checker_lead:
      'Gõ hoặc dán mật khẩu để ước lượng mức độ khó đoán. Trình duyệt của bạn ước lượng bằng zxcvbn-ts, chạy nền, với từ điển tiếng Anh và tiếng Tây Ban Nha; cảnh báo và gợi ý bằng tiếng Anh.',
    checker_password: 'Mật khẩu',
    checker_show: 'Hiện mật khẩu',
    checker_cap: 'Chỉ {max} ký tự đầu được phân tích.',
    checker_truncated: 'Chỉ {max} ký tự đầu trong số {length} ký tự được phân tích.',
    checker_loading: 'Đang tải từ điển…',
    checker_ready: 'Sẵn sàng: hãy gõ mật khẩu.',
    checker_failed: 'Không khởi động được công cụ kiểm tra trong trình duyệt này. Hãy tải lại trang.',
    checker_guesses: 'Số lần đoán ước tính: {guesses}.',
    checker_basis_patterns: 'ước lượng theo mẫu',
    checker_basis_random: 'không thấy mẫu nào: chính xác nếu được chọn ngẫu nhiên',
    checker_ceiling_true:
      'Đây là cận trên ("ceiling": true trong JSON): ước lượng tìm thấy những mẫu mà nó biết (mật khẩu, từ, tên, ngày tháng phổ biến, mẫu bàn phím, phép thay l33t), và kẻ tấn công biết nhiều hơn về bạn có thể cần ít lần đoán hơn.',
    checker_ceiling_false:
      'Không tìm thấy mẫu nào ("ceiling": false trong JSON): con số là phân tích chính xác của trình tạo cho một mật khẩu được chọn ngẫu nhiên từ các loại ký tự mà mật khẩu này dùng, cũng chính là con số trình tạo hiển thị. Nó chỉ chính xác nếu mật khẩu thật sự được chọn ngẫu nhiên.',
    checker_warning: 'Cảnh báo: {warning}',
    checker_suggestions: 'Gợi ý',
    checker_about_title: 'Cách hoạt động',
    checker_about:
      'Mức độ dùng cùng mô hình tấn công và thang đo với dịch vụ: thời gian bẻ khóa là số lần đoán ước tính chia cho 10^12 lần mỗi giây. Mức 0 là dưới một phút, 1 dưới một ngày, 2 dưới một năm, 3 dưới một thế kỷ và 4 là lâu hơn. Ước lượng là số nhỏ hơn trong hai con số: con số từ các mẫu mà zxcvbn-ts tìm thấy, với những ký tự không giải thích được thì đoán từ các loại ký tự có mặt, và con số chính xác của trình tạo cho một mật khẩu chọn ngẫu nhiên từ các loại đó.',
    error_invalid_length: 'Độ dài phải là số nguyên từ {min} đến {max}.',
    error_invalid_count: 'Số lượng phải là số nguyên từ {min} đến {max}.',
    error_empty_alphabet: 'Hãy bật ít nhất một loại ký tự: chữ thường, chữ hoa, chữ số hoặc ký hiệu.',
    generator_no_passwords: 'Chưa có mật khẩu cho đến khi tùy chọn được đánh dấu được sửa.',
    generator_clipboard_note:
      'Mật khẩu đã sao chép sẽ bị xóa khỏi bộ nhớ tạm sau {seconds} giây nếu vẫn còn ở đó, khi trình duyệt cho phép.',
    generator_clipboard_cleared: 'Đã xóa mật khẩu đã sao chép khỏi bộ nhớ tạm.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: '1 nghìn', other: '{n} nghìn' },
      { exponent: 6, one: '1 triệu', other: '{n} triệu' },
      { exponent: 9, one: '1 tỷ', other: '{n} tỷ' },
      { exponent: 12, one: '1 nghìn tỷ', other: '{n} nghìn tỷ' },
      { exponent: 15, one: '1 triệu tỷ', other: '{n} triệu tỷ' },
      { exponent: 18, one: '1 tỷ tỷ', other: '{n} tỷ tỷ' },
    ],
  },
  units: {
    second: { other: 'giây' },
    minute: { other: 'phút' },
    hour: { other: 'giờ' },
    day: { other: 'ngày' },
    year: { other: 'năm' },
  },
  lessThanOne: 'dưới 1 giây',
  amount: '{value} {unit}',
  atMost: 'tối đa {amount}',
  namedForm: 'other',
};
