-- Soft input errors (PostgreSQL 16+): pg_input_is_valid, pg_input_error_info.
SELECT pg_input_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'ulid') AS valid,
       pg_input_is_valid('01arz3ndektsv4rrffq69g5fav', 'ulid') AS lower_valid,
       pg_input_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FAU', 'ulid') AS u,
       pg_input_is_valid('80000000000000000000000000', 'ulid') AS overflow,
       pg_input_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FA', 'ulid') AS short;
SELECT * FROM pg_input_error_info('01ARZ3NDEKTSV4RRFFQ69G5FAU', 'ulid');
SELECT * FROM pg_input_error_info('01ARZ3NDEKTSV4RRFFQ69G5FA', 'ulid');
SELECT * FROM pg_input_error_info('ZZZZZZZZZZZZZZZZZZZZZZZZZZ', 'ulid');
SELECT * FROM pg_input_error_info(E'01ARZ3NDEKTSV4RRFFQ69G5F\tV', 'ulid');
SELECT * FROM pg_input_error_info('01ARZ3NDEKTSV4RRFFQ69G5FAé', 'ulid');
SELECT * FROM pg_input_error_info('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'ulid');
-- arrays of ulid report element errors softly too
SELECT pg_input_is_valid('{01ARZ3NDEKTSV4RRFFQ69G5FAV,01ARZ3NDEKTSV4RRFFQ69G5FAU}', 'ulid[]');
