import { CATALOGUE_ES, MESSAGES_ES } from '../messages-es.js';
import { type PageCatalogue, type PageOnlyKey, pageCrackTimeWordsOf, sharedPageMessages } from './page-catalogue.js';

/** Spanish pages: the words shared with the API are the API's own. */
export const PAGES_ES: PageCatalogue = {
  code: 'es',
  dir: 'ltr',
  messages: {
    ...sharedPageMessages(MESSAGES_ES),
    ...({
      checker_pending: 'Aún se están cargando más diccionarios: esta estimación puede bajar cuando lleguen.',
      checker_dictionaries:
        'Diccionarios de esta página: las contraseñas más comunes y palabras, nombres y apellidos en español y en inglés (paquetes de idioma de zxcvbn-ts, licencia MIT).',
      page_site_name: 'Servicio de generación de contraseñas',
      page_nav_label: 'Páginas',
      page_nav_generator: 'Generador',
      page_nav_checker: 'Comprobador',
      page_nav_reference: 'Referencia de la API',
      page_private:
        'Esta página funciona solo en tu navegador: nada de lo que generes o escribas aquí se envía a ninguna parte, se guarda ni se recuerda. Una vez cargada, no hace ninguna petición de red.',
      page_noscript:
        'Esta página necesita JavaScript: el trabajo lo hace tu propio navegador, para que ningún servidor vea nunca la contraseña.',
      page_level: 'Nivel {level} de 4: {name}',
      page_level_label: 'Nivel de fortaleza',
      offline_keep_all: 'Guardar todos los idiomas para usarlos sin conexión (unos {size} MB)',
      offline_kept_all: 'Todos los idiomas están guardados para usarlos sin conexión.',
      offline_keep_failed: 'No se pudieron guardar todos los idiomas; inténtelo de nuevo con conexión.',
      page_crack_time:
        'Tiempo para descifrarla: {time}, para un atacante que prueba 10¹² intentos por segundo sin conexión.',
      page_json_summary: 'El análisis en JSON',
      scenarios_caption:
        'Los mismos intentos en otros ataques, a velocidades medidas con hashcat en GPU NVIDIA H100 en noviembre de 2026 (una instantánea: los atacantes son cada vez más rápidos). El nivel sigue siendo el de arriba.',
      scenarios_hash: 'Contraseña guardada como',
      scenarios_hardware: 'Atacante',
      scenarios_rate: 'Intentos por segundo',
      scenarios_time: 'Tiempo para descifrarla',
      scenarios_gpus: '{count} × GPU NVIDIA H100',
      scenarios_online_hash: 'Cualquiera (un formulario de inicio de sesión)',
      scenarios_online_hardware: 'En línea, 10 intentos por segundo',
      generator_title: 'Generador de contraseñas',
      generator_lead:
        'Contraseñas aleatorias creadas por tu propio navegador, con crypto.getRandomValues y exactamente el mismo código que el servicio, junto con un análisis exacto de su fortaleza.',
      generator_options: 'Opciones',
      generator_length: 'Longitud',
      generator_count: 'Número de contraseñas',
      generator_types: 'Caracteres',
      generator_lower: 'Letras minúsculas (a-z)',
      generator_upper: 'Letras mayúsculas (A-Z)',
      generator_digits: 'Dígitos (0-9)',
      generator_symbols: 'Símbolos ({symbols})',
      generator_exclude_ambiguous: 'Evitar caracteres que se confunden (0 O 1 I l o)',
      generator_no_repeats: 'Ningún carácter dos veces seguidas',
      generator_regenerate: 'Generar de nuevo',
      generator_passwords: 'Contraseñas',
      generator_copy: 'Copiar',
      generator_copy_label: 'Copiar la contraseña {n}',
      generator_copied: 'Contraseña {n} copiada al portapapeles.',
      generator_copy_failed: 'No se pudo copiar la contraseña. Selecciónala y cópiala a mano.',
      generator_strength: 'Fortaleza',
      generator_bits: '{bits} bits de entropía',
      generator_formula:
        '{length} caracteres, cada uno elegido de forma uniforme entre {pool}: bits = L × log2(N) = {length} × log2({pool}) = {bits}',
      generator_formula_no_repeats:
        '{length} caracteres elegidos entre {pool}, ninguno igual al anterior: bits = log2(N) + (L − 1) × log2(N − 1) = log2({pool}) + {length_minus_one} × log2({pool_minus_one}) = {bits}',
      generator_about_title: 'Cómo funciona',
      generator_about_characters:
        'Todas las contraseñas que permiten estas opciones son igual de probables, con muestreo por rechazo para que ningún carácter se vea favorecido. Solo un mínimo obliga a incluir un tipo de carácter: sin él, una contraseña corta puede no tener dígitos.',
      generator_about_rules:
        'Todas las contraseñas que permiten estas reglas son igual de probables: los tipos de carácter que exigen siempre están, y el análisis cuenta exactamente las contraseñas que cumplen todas las reglas.',
      generator_about_exact:
        'El análisis es exacto, no una estimación: describe el proceso que eligió la contraseña, que un atacante puede conocer por completo. El tiempo para descifrarla es el tiempo esperado, la mitad de las contraseñas posibles, a 10¹² intentos por segundo.',
      checker_title: 'Comprobador de fortaleza de contraseñas',
      checker_lead:
        'Escribe o pega una contraseña para estimar lo difícil que es adivinarla. La estimación la hace tu navegador con zxcvbn-ts, en un proceso en segundo plano.',
      checker_show: 'Mostrar la contraseña',
      checker_cap: 'Solo se analizan los primeros {max} caracteres.',
      checker_loading: 'Cargando los diccionarios…',
      checker_ready: 'Listo: escribe una contraseña.',
      checker_failed: 'El comprobador no pudo iniciarse en este navegador. Vuelve a cargar la página.',
      checker_guesses: 'Intentos estimados: {guesses}.',
      checker_ceiling_true:
        'Es una cota superior: la estimación encontró patrones que conoce (contraseñas, palabras, nombres y fechas comunes, patrones de teclado, sustituciones l33t), y un atacante que sepa más de ti puede necesitar menos intentos.',
      checker_ceiling_false:
        'No se encontró ningún patrón: la cifra es el análisis exacto del generador para una contraseña elegida al azar entre los tipos de caracteres que usa esta, la misma que muestra el generador. Solo es exacta si la contraseña se eligió de verdad al azar.',
      checker_about_title: 'Cómo funciona',
      checker_about:
        'El nivel usa el mismo modelo de ataque y la misma escala que el servicio: el tiempo para descifrarla es el número estimado de intentos dividido entre 10¹² intentos por segundo. El nivel 0 es menos de un minuto, el 1 menos de un día, el 2 menos de un año, el 3 menos de un siglo y el 4 cualquier tiempo mayor. La estimación es la menor de dos cifras: los patrones que encuentra zxcvbn-ts, con los caracteres sin explicar adivinados entre los tipos de caracteres presentes, y la cifra exacta del generador para una contraseña elegida al azar entre esos tipos. También cuenta una tercera cifra: una frase de contraseña que el generador pudo sacar de una de sus listas de palabras recibe como mucho la cifra exacta del generador para las opciones más pequeñas que encajan.',
      generator_no_passwords: 'No hay contraseñas hasta que se corrija la opción marcada.',
      generator_clipboard_note:
        'Una contraseña copiada se borra del portapapeles a los {seconds} segundos si sigue allí, cuando el navegador lo permite.',
      generator_clipboard_cleared: 'La contraseña copiada se borró del portapapeles.',
      generator_mode: 'Tipo de contraseña',
      generator_mode_characters: 'Caracteres',
      generator_mode_passphrase: 'Frase de contraseña',
      generator_mode_rules: 'Reglas de un sitio',
      generator_symbol_set: 'Solo estos símbolos (vacío: todos)',
      generator_exclude: 'Excluir estos caracteres',
      generator_requirements: 'Requisitos',
      generator_min_lower: 'Al menos esta cantidad de minúsculas',
      generator_min_upper: 'Al menos esta cantidad de mayúsculas',
      generator_min_digits: 'Al menos esta cantidad de dígitos',
      generator_min_symbols: 'Al menos esta cantidad de símbolos',
      generator_max_repeating: 'Como mucho esta cantidad de caracteres iguales seguidos (vacío: sin límite)',
      generator_max_sequential:
        'Como mucho esta cantidad de caracteres en secuencia, como abc o 987 (vacío: sin límite)',
      generator_requirements_note:
        'Los requisitos mantienen exacto el análisis: toda contraseña que los cumple es igual de probable, y se cuentan exactamente esas contraseñas.',
      generator_words: 'Número de palabras',
      generator_list: 'Lista de palabras',
      generator_list_eff_large: 'Lista larga de la EFF ({size} palabras)',
      generator_list_eff_short: 'Lista corta de la EFF ({size} palabras)',
      generator_separator: 'Separador entre palabras',
      generator_capitalize: 'Mayúsculas',
      generator_capitalize_none: 'Ninguna',
      generator_capitalize_first: 'Primera letra de cada palabra',
      generator_capitalize_random: 'Primera letra de cada palabra al azar (1 bit por palabra)',
      generator_digit: 'Añadir un dígito a una de las palabras',
      generator_words_credit:
        'Listas de palabras de la Electronic Frontier Foundation (EFF), con licencia Creative Commons Reconocimiento 3.0 Estados Unidos.',
      generator_loading_words: 'Cargando la lista de palabras…',
      generator_list_other: '{language}: lista {source}, {size} palabras',
      generator_list_none:
        'Aún no hay una lista de palabras en español: primero se ofrecen las listas en inglés y después las de otros idiomas.',
      generator_list_credit: 'Lista de palabras: {credit}.',
      generator_rules: 'Reglas de contraseña',
      generator_rules_help:
        'En la sintaxis de passwordrules, por ejemplo: minlength: 12; maxlength: 20; required: lower; required: upper; required: digit; allowed: [-_.]',
      generator_site: 'Buscar un sitio',
      generator_site_help:
        'Busca en una copia de las reglas de contraseña de {count} sitios que esta página lleva consigo: no se envía nada. Al elegir un sitio, sus reglas se ponen arriba.',
      generator_site_results: 'Sitios encontrados',
      generator_site_none: 'Ningún sitio coincide.',
      generator_site_chosen: 'Se aplican las reglas de {domain}.',
      generator_loading_sites: 'Cargando los sitios…',
      generator_sites_credit: 'Reglas de los sitios tomadas de password-manager-resources de Apple, con licencia MIT.',
      generator_load_failed: 'No se pudo cargar este tipo de contraseña. Vuelva a cargar la página.',
      generator_formula_counted:
        '{length} caracteres, toda contraseña que cumple estos requisitos igual de probable: bits = log2 de las {count} contraseñas que los cumplen = {bits}',
      generator_formula_passphrase:
        '{words} palabras, cada una elegida uniformemente de una lista de {list_size}: bits = {terms} = {bits}',
      generator_term_capitals: '{words} (las mayúsculas al azar)',
      generator_term_digit: 'log2(10 × {words}) (el dígito y su palabra)',
      generator_error_range: 'Escriba un número entero de {min} a {max}.',
      generator_error_symbol_set: 'Use solo signos de puntuación o espacios, cada uno una vez.',
      generator_error_symbols_off: 'Active los símbolos para elegir cuáles.',
      generator_error_pool: 'Quedan menos de 2 caracteres entre los que elegir.',
      generator_error_required_empty:
        'A un tipo de carácter obligatorio no le queda ninguno: está desactivado o excluido.',
      generator_error_minimums: 'Los mínimos necesitan {needed} caracteres, pero la longitud es {length}.',
      generator_error_length: 'Estas reglas admiten longitudes de {min} a {max}.',
      generator_error_unsatisfiable:
        'Ninguna contraseña de {length} caracteres cumple todos estos requisitos a la vez.',
      generator_error_rules: 'Estas reglas no se pueden leer: revise cerca de «{part}» (carácter {position}).',
      generator_error_too_complex:
        'Demasiados requisitos para contarlos con exactitud: baje un mínimo o quite un límite.',
      generator_allow_space: 'Permitir espacios',
      generator_note_no_site_rules: 'No se conocen reglas para {site}: se usa la receta por defecto.',
      generator_note_default_settings: 'No hay reglas: se usa la receta por defecto.',
      generator_note_length_fitted: 'Longitud ajustada a {length}: estas reglas admiten longitudes de {min} a {max}.',
      generator_weak_settings:
        'Débil: esta receta permite muy pocas contraseñas para resistir un ataque sin conexión. Permita más caracteres o una longitud mayor.',
      generator_error_no_randomness:
        'Estos requisitos permiten una sola contraseña: permita más caracteres o baje un mínimo.',
      generator_counting: 'Contando todas las contraseñas que permiten estos requisitos…',
      generator_note_rules_dropped: 'Se omite, como lo omite el analizador de Apple: «{part}» (carácter {position}).',
      generator_passphrases: 'Frases de contraseña',
      generator_count_passphrases: 'Número de frases',
      generator_about_passphrase:
        'Cada palabra se elige de forma independiente y uniforme de la lista, y también las mayúsculas y la cifra cuando las pide. El análisis cuenta todas las frases que estas opciones pueden escribir, y se rechaza un separador que pudiera escribir una frase de dos maneras, para que la cifra siga siendo exacta.',
      generator_error_separator: 'Use de 0 a 8 caracteres ASCII imprimibles.',
      generator_error_ambiguous:
        'Con este separador, dos frases distintas podrían escribirse igual, así que su fortaleza no sería exacta. Elija otro separador.',
    } satisfies { readonly [K in PageOnlyKey]: string }),
  },
  ...pageCrackTimeWordsOf(CATALOGUE_ES),
};
