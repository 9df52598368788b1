import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Db } from "pg-boss";
import type { AlertChannelKind } from "~/modules/alerts/alert-profile.entity";
import type { ChannelTransport } from "~/modules/alerts/transports/transport";
import type { AlertMessage } from "~/modules/alerts/transports/transport";
import { DOCUMENT_TYPES, type DocumentExtension } from "~/modules/tenders/document-rules";
import type { TenderInput } from "~/modules/tenders/tender.schema";
import { documentStorage } from "~/server/storage.server";

/** What the admin form sends for a plain tender (no documents, no categories). */
export function tenderInput(
  fields: Pick<
    TenderInput,
    "title" | "closingDate" | "tenderLanguageId" | "tenderSourceId" | "tenderRegionId"
  >,
): TenderInput {
  return {
    snippet: "",
    description: "",
    openingDate: undefined,
    publishedAt: undefined,
    categories: [],
    subcategories: [],
    documentPrice: undefined,
    bidBond: undefined,
    removeDocuments: [],
    ...fields,
  };
}

/** Rows for the alert tests, inserted with plain SQL so each test states exactly what exists. */
export class AlertFixtures {
  readonly pool: pg.Pool;
  private counter = 0;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 4 });
  }

  /** pg-boss's database interface over the pool (what the worker's transaction provides). */
  get db(): Db {
    return { executeSql: (text, values) => this.pool.query(text, values as unknown[]) };
  }

  async one<T>(sql: string, values: unknown[] = []): Promise<T> {
    const { rows } = await this.pool.query(sql, values);
    return rows[0] as T;
  }

  async user(label = "user"): Promise<{ id: number; email: string }> {
    const email = `${label}-${++this.counter}-${Date.now()}@example.et`;
    return this.one(
      `insert into users (fullname, email, phone, password_hash, role, created_at, updated_at)
       values ($1, $2, '0911000000', 'x', 'user', now(), now()) returning id, email`,
      [`Alert ${label}`, email],
    );
  }

  async named(table: string, name: string, extra: Record<string, unknown> = {}): Promise<number> {
    const columns = ["name", ...Object.keys(extra)];
    const values = [name, ...Object.values(extra)];
    const row = await this.one<{ id: number }>(
      `insert into ${table} (${columns.join(", ")}, created_at, updated_at)
       values (${values.map((_, i) => `$${i + 1}`).join(", ")}, now(), now()) returning id`,
      values,
    );
    return row.id;
  }

  async tender(fields: {
    title: string;
    description?: string;
    publishedAt?: Date;
    closingDate?: Date | null;
    source?: number;
    region?: number;
    language?: number;
    organisation?: string;
    categories?: number[];
    subcategories?: number[];
  }): Promise<number> {
    const row = await this.one<{ id: number }>(
      // Announced when it was published, as the application does for a public tender.
      `insert into tenders (title, snippet, description, published_at, announced_at, closing_date,
         source_id, region_id, language_id, organisation, created_at, updated_at)
       values ($1, '', $2, $3::timestamptz,
         case when $3::timestamptz <= now() then $3::timestamptz end,
         $4, $5, $6, $7, $8, now(), now()) returning id`,
      [
        fields.title,
        fields.description ?? "",
        fields.publishedAt ?? new Date(Date.now() - 3600_000),
        fields.closingDate ?? null,
        fields.source ?? null,
        fields.region ?? null,
        fields.language ?? null,
        fields.organisation ?? null,
      ],
    );
    for (const id of fields.categories ?? []) {
      await this.pool.query("insert into tender_categories values ($1, $2)", [row.id, id]);
    }
    for (const id of fields.subcategories ?? []) {
      await this.pool.query("insert into tender_subcategories values ($1, $2)", [row.id, id]);
    }
    return row.id;
  }

  async profile(
    userId: number,
    fields: {
      name?: string;
      include?: string;
      exclude?: string;
      channels?: AlertChannelKind[];
      frequency?: "daily" | "immediate";
      paused?: boolean;
      categories?: number[];
      subcategories?: number[];
      regions?: number[];
      sources?: number[];
      languages?: number[];
      organisation?: string;
    } = {},
  ): Promise<number> {
    const row = await this.one<{ id: number }>(
      `insert into alert_profiles (user_id, name, include_keywords, exclude_keywords, channels,
         frequency, paused, organisation, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now()) returning id`,
      [
        userId,
        fields.name ?? "My alert",
        fields.include ?? "",
        fields.exclude ?? "",
        fields.channels ?? ["email"],
        fields.frequency ?? "daily",
        fields.paused ?? false,
        fields.organisation ?? null,
      ],
    );
    const pivots = {
      categories: ["alert_profile_categories", "category_id"],
      subcategories: ["alert_profile_subcategories", "subcategory_id"],
      regions: ["alert_profile_regions", "region_id"],
      sources: ["alert_profile_sources", "source_id"],
      languages: ["alert_profile_languages", "language_id"],
    } as const;
    for (const [key, [table, column]] of Object.entries(pivots)) {
      for (const id of fields[key as keyof typeof pivots] ?? []) {
        await this.pool.query(
          `insert into ${table} (alert_profile_id, ${column}) values ($1, $2)`,
          [row.id, id],
        );
      }
    }
    return row.id;
  }

  /** A document of the tender, in storage and not read yet (as an upload leaves it). */
  async document(tenderId: number, name: string, bytes: Uint8Array): Promise<number> {
    const storageKey = `${randomUUID()}.bin`;
    await documentStorage().put(storageKey, bytes);
    const extension = name.split(".").pop() as DocumentExtension;
    const row = await this.one<{ id: number }>(
      `insert into tender_documents (tender_id, file_name, storage_key, content_type, size, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now(), now()) returning id`,
      [tenderId, name, storageKey, DOCUMENT_TYPES[extension], bytes.byteLength],
    );
    return row.id;
  }

  async channel(
    userId: number,
    kind: AlertChannelKind,
    address: string,
    state: { verified?: boolean; unsubscribed?: boolean } = {},
  ): Promise<void> {
    await this.pool.query(
      `insert into alert_channels (user_id, kind, address, verified_at, unsubscribed_at,
         verification_attempts, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 0, now(), now())`,
      [
        userId,
        kind,
        address,
        state.verified === false ? null : new Date(),
        state.unsubscribed ? new Date() : null,
      ],
    );
  }

  async close() {
    await this.pool.end();
  }
}

/** A transport that records what it was asked to send, and can be told to fail. */
export function recordingTransport(fail: () => boolean = () => false) {
  const sent: { address: string; message: AlertMessage }[] = [];
  const transport: ChannelTransport = {
    async send(address, message) {
      if (fail()) throw new Error("gateway unreachable");
      sent.push({ address, message });
    },
  };
  return { sent, transport };
}
