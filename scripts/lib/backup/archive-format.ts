// What a backup holds (README "Backups", docs/deploy.md): a gzipped tar with
//   manifest.json            this file's BackupManifest
//   tables/<table>.copy      each application table's rows, PostgreSQL COPY text format
//   documents/<n>            each stored document file; the manifest maps n to its key
export const FORMAT = "tenderlink-backup";
export const FORMAT_VERSION = 1;
/** MikroORM's own ledger: restore rebuilds it by running the recorded migrations. */
export const MIGRATIONS_TABLE = "mikro_orm_migrations";

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** package.json's name and version (the app has no version number yet: null). */
  app: { name: string; version: string | null };
  /** PostgreSQL's server_version of the backed-up database. */
  postgres: string;
  /** Names of the applied migrations, oldest first. */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; file: string }[];
  /** Disk storage: each document file's key (path under DATA_DIR/documents) and entry. */
  documents: { key: string; file: string; bytes: number }[];
}
