import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Course discovery's search in SQL (docs/decisions/038-search-in-sql.md). Three normalised
 * columns beside `search_text` (the name without diacritics), written with the name and the
 * description (shared/search.ts `courseSearchColumns`):
 * - `search_name`: the name lower-cased only, for the diacritic-exact rank;
 * - `search_name_words`, `search_description_words`: name and description without diacritics,
 *   with U+0001 before each word start, so "at the start of a word" is a substring test.
 * And an index for the words of a search: an FTS5 trigram table on SQLite (kept by triggers),
 * a pg_trgm GIN index on PostgreSQL when the extension can be created (else none).
 * Existing rows are filled here with a copy of the normalisation (no application imports).
 */

const MARK = "\u0001";
const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/đ/g, "d")
    .replace(/\s+/g, " ")
    .trim();
const foldCase = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
function markWordStarts(text: string): string {
  let out = "";
  let previousIsWord = false;
  for (const ch of text) {
    const isWord = /[\p{L}\p{N}]/u.test(ch);
    if (isWord && !previousIsWord) out += MARK;
    out += ch;
    previousIsWord = isWord;
  }
  return out;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of ["search_name", "search_name_words", "search_description_words"]) {
    await db.schema.alterTable("course").addColumn(column, "text").execute();
  }
  const rows = (await db.selectFrom("course").select(["id", "name", "description"]).execute()) as {
    id: number;
    name: string;
    description: string | null;
  }[];
  for (const row of rows) {
    const text = normalize(row.name);
    await db
      .updateTable("course")
      .set({
        search_text: text,
        search_name: foldCase(row.name),
        search_name_words: markWordStarts(text),
        search_description_words: markWordStarts(normalize(row.description ?? "")),
      })
      .where("id", "=", row.id)
      .execute();
  }
  if (pg) {
    const available = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if ((available.rows[0]?.n ?? 0) > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index course_search_trgm on course using gin ((coalesce(search_text, '') || ' ' || coalesce(search_description_words, '')) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  await sql`create virtual table course_search using fts5(search_text, search_description_words, content='course', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into course_search (course_search) values ('rebuild')`.execute(db);
  await sql`create trigger course_search_insert after insert on course begin
    insert into course_search (rowid, search_text, search_description_words) values (new.id, new.search_text, new.search_description_words);
  end`.execute(db);
  await sql`create trigger course_search_delete after delete on course begin
    insert into course_search (course_search, rowid, search_text, search_description_words) values ('delete', old.id, old.search_text, old.search_description_words);
  end`.execute(db);
  await sql`create trigger course_search_update after update of search_text, search_description_words on course begin
    insert into course_search (course_search, rowid, search_text, search_description_words) values ('delete', old.id, old.search_text, old.search_description_words);
    insert into course_search (rowid, search_text, search_description_words) values (new.id, new.search_text, new.search_description_words);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql`drop index if exists course_search_trgm`.execute(db);
  } else {
    for (const trigger of [
      "course_search_insert",
      "course_search_delete",
      "course_search_update",
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists course_search`.execute(db);
  }
  for (const column of ["search_name", "search_name_words", "search_description_words"]) {
    await db.schema.alterTable("course").dropColumn(column).execute();
  }
}
