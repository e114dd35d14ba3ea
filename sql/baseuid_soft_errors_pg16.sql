-- Soft input errors of baseuid (PostgreSQL 16+): pg_input_is_valid,
-- pg_input_error_info.
SELECT pg_input_is_valid('ANjssJkyfa3H00J9ZPJG', 'baseuid') AS valid,
       pg_input_is_valid('anjssjkyfa3h00j9zpjg', 'baseuid') AS lower_valid,
       pg_input_is_valid('ANjssJkyfa3H00J9ZPJ+', 'baseuid') AS plus,
       pg_input_is_valid('ANjssJkyfa3H00J9ZPJ/', 'baseuid') AS slash,
       pg_input_is_valid('ANjssJkyfa3H00J9ZPJ=', 'baseuid') AS equals,
       pg_input_is_valid('ANjssJkyfa3H00J9ZPJ', 'baseuid') AS short,
       pg_input_is_valid('ANjssJkyfa3H00J9ZPJGG', 'baseuid') AS long;
SELECT * FROM pg_input_error_info('ANjssJkyfa3H00J9ZPJ+', 'baseuid');
SELECT * FROM pg_input_error_info('ANjssJkyfa3H00J9ZPJ', 'baseuid');
SELECT * FROM pg_input_error_info(E'ANjssJky\tfa3H00J9ZPJ', 'baseuid');
SELECT * FROM pg_input_error_info('ANjssJkyfa3H00J9ZPJé', 'baseuid');
SELECT * FROM pg_input_error_info('ANjssJkyfa3H00J9ZPJG', 'baseuid');
-- arrays of baseuid report element errors softly too
SELECT pg_input_is_valid('{ANjssJkyfa3H00J9ZPJG,ANjssJkyfa3H00J9ZPJ=}', 'baseuid[]');
