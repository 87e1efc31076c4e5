import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * "Contains", ignoring case, written once for both databases: `lower(…) like … escape '\'`, which
 * SQLite and PostgreSQL read alike (PostgreSQL's ILIKE, SQLite's case-blind LIKE and its
 * case_sensitive_like pragma would each be one database's). The text's own `%`, `_` and `\` match
 * themselves. One difference stays: SQLite's lower() folds ASCII letters only, PostgreSQL's every
 * letter, so on SQLite `É` in a stored name is found by `É`, not by `é`.
 */
export function containsIgnoringCase(expression: Expression<string | null> | RawBuilder<string>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${expression}) like ${likePattern(text.toLowerCase())} escape '\\'`;
}

/** "Contains", case as written (references are upper case, phone numbers digits). */
export function containsText(expression: Expression<string | null> | RawBuilder<string>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${expression} like ${likePattern(text)} escape '\\'`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
