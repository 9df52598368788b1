import { z } from "~/modules/zod";
import { ROLES } from "~/modules/auth/user.entity";

// Response shapes of the JSON API, named as SPEC §3 names them. The OpenAPI document is
// generated from these and from the request schemas the forms use.

export const namedRef = z.object({ id: z.int(), name: z.string() }).meta({ id: "NamedRef" });

export const apiUser = z
  .object({
    id: z.int(),
    fullname: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    role: z.enum(ROLES),
  })
  .meta({ id: "User" });

export const loginResponse = z
  .object({ token: z.string(), user: apiUser })
  .meta({ id: "LoginResponse" });

export const messageResponse = z.object({ message: z.string() }).meta({ id: "Message" });

export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** A catalogue item that was not deleted because these use it (409). */
    usage: z.object({ tenders: z.int(), alertProfiles: z.int() }).optional(),
  })
  .meta({ id: "Error" });

/** What deleting a language, region, source or subcategory did. */
export const removalResult = z
  .object({
    id: z.int(),
    name: z.string(),
    mergedInto: namedRef.nullable(),
    tendersMoved: z.int(),
    alertProfilesMoved: z.int(),
  })
  .meta({ id: "RemovalResult" });

export const category = z
  .object({ id: z.int(), name: z.string(), subcategories: z.array(namedRef) })
  .meta({ id: "Category" });

const isoDate = z.string().nullable();

/** What a visitor may see of a tender. */
export const tenderSummary = z
  .object({ id: z.int(), title: z.string(), snippet: z.string() })
  .meta({ id: "TenderSummary" });

export const tender = z
  .object({
    id: z.int(),
    title: z.string(),
    snippet: z.string(),
    organisation: z.string().nullable(),
    description: z.string(),
    categories: z.array(namedRef),
    subcategories: z.array(namedRef),
    tenderSource: namedRef.nullable(),
    tenderRegion: namedRef.nullable(),
    tenderLanguage: namedRef.nullable(),
    status: z.enum(["open", "closed"]),
    openingDate: isoDate,
    closingDate: isoDate,
    publishedAt: isoDate,
    createdAt: z.string(),
    documentPrice: z.number().nullable(),
    bidBond: z.number().nullable(),
    region: z.string().nullable(),
    publishedBy: z.object({ id: z.int() }).nullable(),
    documentPath: z.string(),
  })
  .meta({ id: "Tender" });

export const savedTender = z
  .object({ id: z.int(), createdAt: z.string(), tender })
  .meta({ id: "SavedTender" });

export const advertContact = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "AdvertContact" });

export type ApiUser = z.infer<typeof apiUser>;

export const registerResponse = z
  .object({ message: z.string(), user: apiUser })
  .meta({ id: "RegisterResponse" });
