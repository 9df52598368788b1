// A gzipped tar: manifest.json, tables/<table>.copy (COPY text format), documents/<n>.
export const FORMAT = "tenderlink-backup";
export const FORMAT_VERSION = 1;
export const MIGRATIONS_TABLE = "mikro_orm_migrations";

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { name: string; version: string | null };
  postgres: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; file: string }[];
  documents: { key: string; file: string; bytes: number }[];
}
