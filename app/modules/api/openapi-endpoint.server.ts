import { z } from "zod";

export type Access = "public" | "optional" | "user" | "admin" | "superadmin";

export interface Endpoint {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  access: Access;
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** What a query parameter means, where its name does not say it all. */
  queryText?: Record<string, string>;
  json?: z.ZodType;
  multipart?: boolean;
  /** A multipart body of one file, under this field name (the tender import). */
  fileUpload?: string;
  /** Honours an `Idempotency-Key` header (a retry with the same key writes nothing more). */
  idempotent?: boolean;
  ok: { status: number; description: string; schema?: z.ZodType; list?: boolean; binary?: boolean };
  /** A second success answer (the import: 200 preview, 201 imported). */
  alsoOk?: { status: number; description: string; schema: z.ZodType };
  errors?: number[];
  /** What an error status means here, where ERROR_TEXT's general wording does not say it. */
  errorText?: Record<number, string>;
}

export const id = z.int().positive();
