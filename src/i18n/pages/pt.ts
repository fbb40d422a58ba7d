import { PAGE_ONLY_EN } from './en.js';
import type { PageCatalogue } from './page-catalogue.js';

/**
 * Portuguese as written in Brazil, the larger readership: short scale (bilhão
 * 10^9); "de" after milhão and above ("3 milhões de anos").
 */
export const PAGES_PT: PageCatalogue = {
  code: 'pt',
  dir: 'ltr',
  messages: {
    // English until translated: the new generator words.
    ...PAGE_ONLY_EN,
    page_site_name: 'Serviço de geração de senhas',
    page_nav_label: 'Páginas',
    page_nav_generator: 'Gerador',
    page_nav_checker: 'Verificador',
    page_nav_reference: 'Referência da API',
    page_private:
      'Esta página roda só no seu navegador: nada do que você gera ou digita aqui é enviado, guardado ou lembrado. Depois de carregada, ela não faz nenhuma requisição de rede.',
    page_noscript:
      'Esta página precisa de JavaScript: o seu próprio navegador faz o trabalho, para que nenhum servidor veja a senha.',
    level_0: 'muito fraca',
    level_1: 'fraca',
    level_2: 'razoável',
    level_3: 'forte',
    level_4: 'muito forte',
    page_level: 'Nível {level} de 4: {name}',
    page_level_label: 'Nível de força',
    page_crack_time: 'Tempo para quebrar: {time}, para um atacante que testa 10^12 palpites por segundo offline.',
    page_json_summary: 'A análise em JSON',
    generator_title: 'Gerador de senhas',
    generator_lead:
      'Senhas aleatórias criadas pelo seu próprio navegador, com crypto.getRandomValues e exatamente o mesmo código do serviço, com uma análise exata da sua força.',
    generator_options: 'Opções',
    generator_length: 'Comprimento',
    generator_count: 'Número de senhas',
    generator_types: 'Caracteres',
    generator_lower: 'Letras minúsculas (a-z)',
    generator_upper: 'Letras maiúsculas (A-Z)',
    generator_digits: 'Dígitos (0-9)',
    generator_symbols: 'Símbolos ({symbols})',
    generator_exclude_ambiguous: 'Evitar caracteres parecidos (0 O 1 I l o)',
    generator_no_repeats: 'Nenhum caractere duas vezes seguidas',
    generator_regenerate: 'Gerar de novo',
    generator_passwords: 'Senhas',
    generator_copy: 'Copiar',
    generator_copy_label: 'Copiar a senha {n}',
    generator_copied: 'Senha {n} copiada para a área de transferência.',
    generator_copy_failed: 'Não foi possível copiar a senha. Selecione-a e copie manualmente.',
    generator_strength: 'Força',
    generator_bits: '{bits} bits de entropia',
    generator_formula:
      '{length} caracteres, cada um sorteado de forma uniforme entre {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
    generator_formula_no_repeats:
      '{length} caracteres entre {pool}, nenhum igual ao anterior: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
    generator_about_title: 'Como funciona',
    generator_about_uniform:
      'Cada caractere é sorteado de forma independente e uniforme do conjunto, com amostragem por rejeição, para que nenhum seja mais provável que outro. Nenhum tipo é obrigatório: uma senha curta pode não ter dígitos, porque forçar um de cada tipo tornaria errada a análise acima.',
    generator_about_exact:
      'A análise é exata, não uma estimativa: descreve o processo que sorteou a senha, que um atacante pode conhecer por completo. O tempo para quebrar é o tempo esperado, metade das senhas possíveis, a 10^12 palpites por segundo.',
    checker_title: 'Verificador de força de senhas',
    checker_lead:
      'Digite ou cole uma senha para estimar o quanto ela é difícil de adivinhar. O seu navegador faz a estimativa com zxcvbn-ts, em segundo plano, com dicionários em inglês e espanhol; avisos e sugestões aparecem em inglês.',
    checker_password: 'Senha',
    checker_show: 'Mostrar a senha',
    checker_cap: 'Só os primeiros {max} caracteres são analisados.',
    checker_truncated: 'Só os primeiros {max} dos seus {length} caracteres foram analisados.',
    checker_loading: 'Carregando os dicionários…',
    checker_ready: 'Pronto: digite uma senha.',
    checker_failed: 'O verificador não conseguiu iniciar neste navegador. Recarregue a página.',
    checker_guesses: 'Palpites estimados: {guesses}.',
    checker_basis_patterns: 'uma estimativa por padrões',
    checker_basis_random: 'nenhum padrão encontrado: exato se foi sorteada ao acaso',
    checker_ceiling_true:
      'Um limite superior ("ceiling": true no JSON): a estimativa encontrou padrões que conhece (senhas, palavras, nomes e datas comuns, padrões de teclado, substituições l33t), e um atacante que saiba mais sobre você pode precisar de menos palpites.',
    checker_ceiling_false:
      'Nenhum padrão encontrado ("ceiling": false no JSON): o número é a análise exata do gerador para uma senha sorteada ao acaso entre os tipos de caracteres que esta usa, o mesmo número que o gerador mostra. Só é exato se a senha foi mesmo sorteada ao acaso.',
    checker_warning: 'Aviso: {warning}',
    checker_suggestions: 'Sugestões',
    checker_about_title: 'Como funciona',
    checker_about:
      'O nível usa o mesmo modelo de ataque e a mesma escala do serviço: o tempo para quebrar é o número estimado de palpites dividido por 10^12 palpites por segundo. O nível 0 é menos de um minuto, 1 menos de um dia, 2 menos de um ano, 3 menos de um século e 4 qualquer tempo maior. A estimativa é o menor de dois números: o dos padrões que o zxcvbn-ts encontra, com os caracteres não explicados adivinhados entre os tipos de caracteres presentes, e o número exato do gerador para uma senha sorteada ao acaso entre esses tipos.',
    error_invalid_length: 'O comprimento deve ser um número inteiro de {min} a {max}.',
    error_invalid_count: 'O número deve ser um inteiro de {min} a {max}.',
    error_empty_alphabet: 'Ative pelo menos um tipo de caractere: minúsculas, maiúsculas, dígitos ou símbolos.',
    generator_no_passwords: 'Nenhuma senha até que a opção marcada seja corrigida.',
    generator_clipboard_note:
      'Uma senha copiada é apagada da área de transferência após {seconds} segundos se ainda estiver lá, quando o navegador permite.',
    generator_clipboard_cleared: 'A senha copiada foi apagada da área de transferência.',
  },
  numberWords: {
    decimalSeparator: ',',
    scientific: '{m} × 10^{e}',
    magnitudes: [
      { exponent: 3, one: 'mil', other: '{n} mil' },
      { exponent: 6, one: '1 milhão', other: '{n} milhões', unitForm: 'many' },
      { exponent: 9, one: '1 bilhão', other: '{n} bilhões', unitForm: 'many' },
      { exponent: 12, one: '1 trilhão', other: '{n} trilhões', unitForm: 'many' },
      { exponent: 15, one: '1 quatrilhão', other: '{n} quatrilhões', unitForm: 'many' },
      { exponent: 18, one: '1 quintilhão', other: '{n} quintilhões', unitForm: 'many' },
      { exponent: 21, one: '1 sextilhão', other: '{n} sextilhões', unitForm: 'many' },
      { exponent: 24, one: '1 septilhão', other: '{n} septilhões', unitForm: 'many' },
    ],
  },
  units: {
    second: { one: 'segundo', other: 'segundos', many: 'de segundos' },
    minute: { one: 'minuto', other: 'minutos', many: 'de minutos' },
    hour: { one: 'hora', other: 'horas', many: 'de horas' },
    day: { one: 'dia', other: 'dias', many: 'de dias' },
    year: { one: 'ano', other: 'anos', many: 'de anos' },
  },
  lessThanOne: 'menos de 1 segundo',
  amount: '{value} {unit}',
  atMost: 'no máximo {amount}',
  namedForm: 'other',
};
