import path from 'node:path';
import Database from 'better-sqlite3';

/** The one database every instance of a cluster shares, and read-only queries on it for checks. */
export interface ClusterDatabase {
  readonly label: string;
  /** The settings that point a server at it. */
  readonly env: Record<string, string>;
  /** Runs a read-only statement (no parameters: checks write their literals). */
  rows<T>(sql: string): Promise<T[]>;
  /** Runs a statement that changes data (a test ageing its rows). */
  execute(sql: string): Promise<void>;
  /** Closes the checks' connection and removes the database. */
  drop(): Promise<void>;
}

/** A SQLite file in `dir`: several processes on one machine may share it (WAL). */
export function sqliteClusterDatabase(dir: string): ClusterDatabase {
  const file = path.join(dir, 'clinic.db');
  let reader: Database.Database | undefined;
  return {
    label: 'SQLite',
    env: { DATABASE_PATH: file },
    async rows<T>(sql: string) {
      reader ??= new Database(file, { readonly: true, fileMustExist: true });
      return reader.prepare(sql).all() as T[];
    },
    async execute(sql: string) {
      const writer = new Database(file, { fileMustExist: true });
      try {
        writer.pragma('busy_timeout = 5000');
        writer.exec(sql);
      } finally {
        writer.close();
      }
    },
    async drop() {
      reader?.close();
    },
  };
}

export type ClusterDatabaseKind = 'sqlite' | 'postgres';

export async function createClusterDatabase(kind: ClusterDatabaseKind, workDir: string): Promise<ClusterDatabase> {
  if (kind === 'sqlite') return sqliteClusterDatabase(workDir);
  throw new Error(`Unknown database kind "${kind}" (sqlite or postgres)`);
}
