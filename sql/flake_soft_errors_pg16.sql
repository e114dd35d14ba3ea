-- Soft input errors of ulid_flake (PostgreSQL 16+): pg_input_is_valid,
-- pg_input_error_info.
SELECT pg_input_is_valid('00CMXB6TAK4SA', 'ulid_flake') AS valid,
       pg_input_is_valid('00cmxb6tak4sa', 'ulid_flake') AS lower_valid,
       pg_input_is_valid('8000000000000', 'ulid_flake') AS overflow,
       pg_input_is_valid('G000000000000', 'ulid_flake') AS overflow_g,
       pg_input_is_valid('00CMXB6TAK4S', 'ulid_flake') AS short,
       pg_input_is_valid('00CMXB6TAK4SAA', 'ulid_flake') AS long,
       pg_input_is_valid('00CMXB6TAK4SU', 'ulid_flake') AS u;
SELECT * FROM pg_input_error_info('00CMXB6TAK4SU', 'ulid_flake');
SELECT * FROM pg_input_error_info('00CMXB6TAK4S', 'ulid_flake');
SELECT * FROM pg_input_error_info('G000000000000', 'ulid_flake');
SELECT * FROM pg_input_error_info(E'00CMXB6TAK4S\t', 'ulid_flake');
SELECT * FROM pg_input_error_info('00CMXB6TAK4SA', 'ulid_flake');
-- arrays of ulid_flake report element errors softly too
SELECT pg_input_is_valid('{00CMXB6TAK4SA,00CMXB6TAK4SU}', 'ulid_flake[]');
