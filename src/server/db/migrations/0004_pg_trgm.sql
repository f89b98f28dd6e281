-- Trigram matching for leadList search (ILIKE '%text%' over shop name, contact name and phone).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (src/server/db/connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
