-- Russian joins the languages a user can choose.
-- PostgreSQL twin of migrations/0004_lang_ru.sql. SQLite rebuilds the users
-- table to change the CHECK; PostgreSQL replaces the constraint in place
-- (0001_core named it), keeping every row, id and reference.

ALTER TABLE users
    DROP CONSTRAINT users_lang_check,
    ADD CONSTRAINT users_lang_check CHECK (lang IN ('fa', 'tr', 'en', 'ru'));
