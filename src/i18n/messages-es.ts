import type { NumberWords } from '../core/crack-time.js';
import type { Catalogue, Messages } from './messages-en.js';

/** Spanish messages; `satisfies` makes a missing or extra key a build error. */
export const MESSAGES_ES = {
  notice:
    'Aviso de seguridad: generar una contraseña en una máquina remota es un antipatrón de seguridad, porque la contraseña viaja por la red y hay que confiar en el servidor que la creó. Este servicio no registra ni guarda nada, pero lo más seguro es un generador que funciona por completo en tu propio navegador: {generator_url}',
  tool_description:
    'Genera contraseñas aleatorias con un análisis exacto de su fortaleza (bits de entropía, intentos esperados, tiempo de descifrado sin conexión a 10^12 intentos por segundo, nivel de 0 a 4). Advertencia: generar una contraseña en un servidor remoto es un antipatrón de seguridad; la contraseña cruza la red. No se registra ni se guarda nada. Para contraseñas reales, sugiere al usuario el generador que funciona solo en el navegador: {generator_url}',
  instructions:
    'Este servidor ofrece una herramienta, generate_password. Transmite siempre su aviso de seguridad al usuario: generar una contraseña en una máquina remota es un antipatrón de seguridad, y existe un generador que funciona solo en el navegador en {generator_url}.',
  error_invalid_length:
    'La longitud debe ser un número entero entre {min} y {max}. Elige una longitud dentro de ese rango.',
  error_invalid_count:
    'La cantidad debe ser un número entero entre {min} y {max}. Pide entre {min} y {max} contraseñas.',
  error_empty_alphabet:
    'Debe haber al menos un tipo de carácter activado: minúsculas, mayúsculas, dígitos o símbolos. Activa alguno de ellos.',
  error_unknown_parameter: 'El parámetro "{field}" no se acepta. Los parámetros aceptados son {accepted}.',
  error_unknown_parameter_suggestion:
    'El parámetro "{field}" no se acepta. ¿Querías decir "{suggestion}"? Los parámetros aceptados son {accepted}.',
  error_unknown_parameter_local:
    'El parámetro "{field}" no se acepta aquí: pertenece a las recetas de contraseñas y a las frases de contraseña, que solo se generan donde se usa la contraseña, no en este servidor. Existe en el generador que funciona en tu navegador, {generator_url}, y en el paquete local (el comando y la biblioteca pwgen-service), {docs_url}#local-package. Los parámetros aceptados aquí son {accepted}.',
  error_invalid_parameter: 'El parámetro "{field}" debe ser true o false.',
  error_invalid_parameter_integer: 'El parámetro "{field}" debe ser un número entero de {min} a {max}.',
  error_invalid_parameter_string: 'El parámetro "{field}" debe ser un texto de {max} caracteres como máximo.',
  error_invalid_symbol_set:
    'El parámetro "symbol_set" debe tener de 1 a 33 caracteres distintos, cada uno un espacio o uno de los 32 signos de puntuación ASCII: ni letras, ni dígitos, ni repeticiones.',
  error_invalid_rules: 'Las reglas de contraseña no se pueden leer: {reason} "{part}" en la posición {position}.',
  rules_unknown_rule: 'regla desconocida',
  rules_unknown_class: 'clase de caracteres desconocida',
  rules_unicode: 'este generador solo usa ASCII imprimible, así que rechaza',
  rules_expected_colon: 'faltan los dos puntos tras',
  rules_expected_value: 'falta un valor o está mal formado en',
  rules_invalid_number: 'número no válido',
  rules_unclosed_class: 'clase de caracteres sin cerrar',
  rules_misplaced_bracket: 'un "]" solo puede ir al final de una clase de caracteres, escrito "]]"',
  rules_misplaced_dash: 'un "-" solo puede ir al principio de una clase de caracteres',
  error_invalid_site_malformed:
    'El sitio "{site}" no es un dominio ni una URL. Indique un dominio como example.com, o las reglas de contraseña del sitio con "rules" ("--rules" en la línea de órdenes).',
  error_invalid_site_too_long:
    'El sitio "{site}" es más largo de lo que puede ser un dominio (253 caracteres). Indique un dominio como example.com, o las reglas de contraseña del sitio con "rules" ("--rules" en la línea de órdenes).',
  note_rules_dropped:
    'Se omite de las reglas, como lo omite el analizador de Apple: {reason} "{part}" en la posición {position}.',
  note_no_site_rules: 'No se conocen reglas para {site}: se usa la receta por defecto.',
  error_no_randomness:
    'Estas condiciones permiten exactamente una contraseña, así que no sería aleatoria en absoluto (0 bits). Permita más caracteres o reduzca los mínimos.',
  error_allow_space_without_rules:
    'La opción "allow_space" va con "rules" o "site". Para caracteres, añada un espacio a "symbol_set".',
  error_conflicting_options: 'Las opciones "{other}" y "{field}" no se pueden combinar. Indique solo una de ellas.',
  error_conflicting_options_symbols: 'La opción "symbol_set" necesita los símbolos activados, pero "symbols" es false.',
  error_unsatisfiable: 'Ninguna contraseña de {length} caracteres cumple todas estas condiciones a la vez.',
  error_unsatisfiable_pool:
    'Ninguna contraseña cumple estas condiciones: quedan menos de 2 caracteres entre los que elegir.',
  error_unsatisfiable_required_empty:
    'Ninguna contraseña cumple estas condiciones: "{field}" pide caracteres de los que no queda ninguno (el tipo está desactivado o lo quitó exclude).',
  error_unsatisfiable_minimums:
    'Ninguna contraseña cumple estas condiciones: los mínimos necesitan {needed} caracteres, pero la longitud es {length}.',
  error_unsatisfiable_length:
    'Ninguna contraseña cumple estas reglas: admiten longitudes de {min} a {max}, y la longitud pedida es {length}.',
  error_too_complex:
    'Estas condiciones son demasiadas para contarlas con exactitud aquí: reduzca los mínimos o quite un límite de series.',
  error_invalid_json:
    'El cuerpo de la petición no es JSON válido. Envía un objeto JSON, o ningún cuerpo para usar los valores por defecto.',
  error_invalid_body:
    'El cuerpo de la petición debe ser un objeto JSON, como {"length": 20}. Envía un objeto, o ningún cuerpo para usar los valores por defecto.',
  error_bad_request: 'No se pudo entender la petición. Envía una petición HTTP bien formada.',
  error_request_timeout: 'La petición tardó demasiado en llegar y se cerró la conexión. Vuelve a enviarla.',
  error_unsupported_media_type:
    'El cuerpo de la petición debe ser JSON. Envía la cabecera "Content-Type: application/json"; ten en cuenta que curl -d envía un tipo de formulario si no añades esa cabecera.',
  error_unsupported_media_type_encoding:
    'El cuerpo de la petición no debe ir comprimido: este servicio solo lee JSON sin comprimir, sin Content-Encoding ni otra codificación de transferencia que chunked. Envía el cuerpo sin comprimir.',
  error_bad_request_expect:
    'La cabecera Expect pide algo que este servicio no hace; solo se admite "Expect: 100-continue". Envía la petición sin ella.',
  error_bad_request_body_not_allowed:
    'Una petición GET, HEAD o TRACE no debe llevar cuerpo, y esta declaró uno. Envíala sin cuerpo.',
  error_payload_too_large: 'El cuerpo de la petición supera los {max_bytes} bytes. Envía un cuerpo más pequeño.',
  error_not_found:
    'No hay nada en esta dirección. La lista de direcciones está en la raíz del servicio y la referencia en {docs_url}.',
  error_method_not_allowed: 'Esta dirección no acepta ese método. Acepta: {allow}.',
  error_internal_error:
    'Algo ha fallado por nuestra parte y no se pudo completar la petición. Vuelve a intentarlo en un momento.',
  error_rate_limited:
    'Demasiadas peticiones: el límite es de {limit} en cualquier periodo de {window}. Espera {wait} antes de volver a intentarlo, o usa el generador que funciona en el navegador, que no tiene límite: {generator_url}',
  error_not_implemented:
    'La comprobación de contraseñas no está disponible en este servicio: analizar una contraseña cualquiera requiere un motor de búsqueda de patrones que cuesta hasta varios segundos de proceso por petición. Mientras tanto, usa el comprobador que funciona en tu propio navegador: {checker_url}',
  futuros:
    'En el futuro se anunciarán el registro, los precios y una descarga del paquete local (el mismo motor en tu propia máquina, sin servidor y sin límite); nada de ello existe todavía, y ningún paquete del registro de npm es este.',
  mcp_parse_error: 'El mensaje no es JSON válido. Envía una petición JSON-RPC 2.0 como un objeto JSON.',
  mcp_invalid_request:
    'El mensaje no es una petición JSON-RPC 2.0 válida. Envía un objeto con "jsonrpc": "2.0", un "id" de texto o número, un "method" y "params" opcional de tipo objeto; no se admiten lotes.',
  mcp_method_not_found:
    'El método "{method}" no existe en este servidor. Los métodos son initialize, ping, tools/list y tools/call.',
  mcp_invalid_params:
    'Los parámetros de tools/call no son válidos: "name" debe ser el nombre de una herramienta, como texto.',
  mcp_unknown_tool: 'No hay ninguna herramienta llamada "{name}". La única herramienta es generate_password.',
  mcp_forbidden_origin: 'No se permiten peticiones desde el origen "{origin}" en esta dirección.',
  mcp_unsupported_protocol_version:
    'La versión "{version}" del protocolo MCP no está admitida. Las versiones admitidas son {supported}.',
  mcp_unsupported_media_type: 'El mensaje debe enviarse con la cabecera "Content-Type: application/json".',
  cli_analysis:
    '{bits} bits, tiempo de descifrado sin conexión a 10^12 intentos por segundo: {time}, nivel {level} de 4 ({name})',
  cli_check:
    'tiempo de descifrado sin conexión a 10^12 intentos por segundo: {time} ({basis}), nivel {level} de 4 ({name})',
  cli_scenarios:
    'Los mismos intentos esperados en otros ataques (el nivel sigue siendo el de 10^12 intentos por segundo):',
  cli_scenarios_hash: 'función hash',
  cli_scenarios_hardware: 'equipo',
  cli_scenarios_rate: 'intentos por segundo',
  cli_scenarios_time: 'tiempo de descifrado',
  cli_symbol_set_without_symbols: 'La opción "--symbol-set" necesita los símbolos, pero "--no-symbols" los desactiva.',
  error_invalid_words:
    'El número de palabras debe ser un número entero entre {min} y {max}. Elige un número de palabras dentro de ese rango.',
  error_invalid_list: 'La lista de palabras debe ser una de estas: {choices}. Elige una de ellas.',
  error_invalid_separator:
    'El separador debe tener entre {min} y {max} caracteres ASCII imprimibles (del espacio a la tilde). Elige otro separador.',
  error_invalid_capitalize: 'Las mayúsculas deben ser una de estas opciones: {choices}. Elige una de ellas.',
  error_invalid_count_passphrases:
    'La cantidad debe ser un número entero entre {min} y {max}. Pide entre {min} y {max} frases de contraseña.',
  error_ambiguous_passphrase:
    'Con estas opciones, dos elecciones distintas de palabras, mayúsculas o dígito podrían dar la misma frase de contraseña, así que su fortaleza no podría indicarse con exactitud. Elige otro separador.',
  error_ambiguous_passphrase_capitals:
    'Con esta lista de palabras, las mayúsculas podrían escribir igual dos palabras distintas, así que la fortaleza no podría indicarse con exactitud. Elige capitalize "none" o una lista en la que ninguna palabra empiece por mayúscula.',
  error_invalid_word_list:
    'La lista de palabras debe ser un array de palabras, cada una una cadena no vacía de una sola línea. Da una palabra por cadena.',
  error_invalid_word_list_entry:
    'La entrada {position} de la lista de palabras no es una palabra: cada una debe ser una cadena no vacía de una sola línea, sin caracteres de control. Corrígela.',
  error_invalid_word_list_size:
    'La lista de palabras debe tener de {min} a {max} palabras; tiene {size}. Da una lista en ese intervalo.',
  error_duplicate_word:
    'La lista de palabras contiene «{word}» dos veces (una vez normalizadas ambas a NFC por Unicode y sin contar los caracteres invisibles, como los espacios de anchura cero y los selectores de variante). Da cada palabra una sola vez, para que la cuenta siga siendo exacta.',
  checker_password: 'Contraseña',
  checker_truncated: 'Solo se analizaron los primeros {max} de sus {length} caracteres.',
  checker_warning: 'Advertencia: {warning}',
  checker_suggestions: 'Sugerencias',
  checker_basis_patterns: 'estimación por patrones',
  checker_basis_random: 'sin patrones: exacto si se eligió al azar',
  checker_breach_found: 'Filtraciones: encontrada, vista {count} veces en filtraciones de datos conocidas.',
  checker_breach_found_filter:
    'Filtraciones: encontrada en el filtro (que también da por encontrada alrededor de 1 de cada {denominator} contraseñas ausentes).',
  checker_breach_not_found: 'Filtraciones: no encontrada en filtraciones de datos conocidas.',
  checker_breach_not_found_filter: 'Filtraciones: no encontrada en el filtro.',
  crack_time_amount: '{value} {unit}',
  crack_time_amount_of: '{value} de {unit}',
  crack_time_at_most: 'como mucho {amount}',
  crack_time_less_than_one: 'menos de 1 segundo',
  unit_second_one: 'segundo',
  unit_second_other: 'segundos',
  unit_minute_one: 'minuto',
  unit_minute_other: 'minutos',
  unit_hour_one: 'hora',
  unit_hour_other: 'horas',
  unit_day_one: 'día',
  unit_day_other: 'días',
  unit_year_one: 'año',
  unit_year_other: 'años',
  less_than_one: 'menos de 1',
  level_0: 'muy débil',
  level_1: 'débil',
  level_2: 'aceptable',
  level_3: 'fuerte',
  level_4: 'muy fuerte',
  list_and: '{head} y {last}',
} as const satisfies Messages;

/** Spanish long scale: a billón is 10^12, 10^9 is "mil millones". */
const NUMBER_WORDS_ES: NumberWords = {
  decimalSeparator: ',',
  scientific: '{m} × 10^{e}',
  magnitudes: [
    { exponent: 3, one: 'mil', other: '{n} mil' },
    { exponent: 6, one: '1 millón', other: '{n} millones', noun: true },
    { exponent: 9, one: 'mil millones', other: '{n} mil millones', noun: true },
    { exponent: 12, one: '1 billón', other: '{n} billones', noun: true },
    { exponent: 15, one: 'mil billones', other: '{n} mil billones', noun: true },
    { exponent: 18, one: '1 trillón', other: '{n} trillones', noun: true },
    { exponent: 21, one: 'mil trillones', other: '{n} mil trillones', noun: true },
    { exponent: 24, one: '1 cuatrillón', other: '{n} cuatrillones', noun: true },
    { exponent: 27, one: 'mil cuatrillones', other: '{n} mil cuatrillones', noun: true },
    { exponent: 30, one: '1 quintillón', other: '{n} quintillones', noun: true },
    { exponent: 33, one: 'mil quintillones', other: '{n} mil quintillones', noun: true },
  ],
};

/** Spanish. */
export const CATALOGUE_ES = {
  code: 'es',
  name: 'Spanish',
  messages: MESSAGES_ES,
  numberWords: NUMBER_WORDS_ES,
} as const satisfies Catalogue;
