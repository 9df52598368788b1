import { z } from "~/modules/zod";
import { ROLES } from "~/modules/auth/user.entity";

// Named as docs/api.md names them; the OpenAPI document is generated from these.

const nameAm = z.string().nullable().meta({
  description:
    "The Amharic name an admin gave it, or null: the Amharic pages then show `name` (English)",
});

export const namedRef = z
  .object({ id: z.int(), name: z.string(), nameAm })
  .meta({ id: "NamedRef" });

const apiUser = z
  .object({
    id: z.int(),
    fullname: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    role: z.enum(ROLES),
  })
  .meta({ id: "User" });

export const apiUserAccount = apiUser
  .extend({
    createdAt: z.string(),
    deactivatedAt: z.string().nullable(),
  })
  .meta({ id: "UserAccount" });

export const loginResponse = z
  .object({ token: z.string(), user: apiUser })
  .meta({ id: "LoginResponse" });

export const messageResponse = z.object({ message: z.string() }).meta({ id: "Message" });

const duplicateCandidate = z
  .object({
    id: z.int(),
    title: z.string(),
    organisation: z.string().nullable(),
    source: z.string().nullable(),
    closingDate: z.string().nullable(),
  })
  .meta({ id: "DuplicateCandidate" });

const importRowProblem = z
  .object({
    column: z.string().nullable(),
    message: z.string(),
    value: z.string().optional(),
  })
  .meta({ id: "ImportRowProblem" });

/** Spreadsheet row numbers: the header is 1. */
const importRowErrors = z
  .object({ row: z.int(), title: z.string(), errors: z.array(importRowProblem) })
  .meta({ id: "ImportRowErrors" });

export const importPreview = z
  .object({
    rows: z.array(
      importRowErrors.extend({
        status: z.enum(["valid", "error"]),
        duplicates: z.array(duplicateCandidate),
      }),
    ),
    valid: z.int(),
    invalid: z.int(),
    warned: z.int(),
  })
  .meta({ id: "ImportPreview" });

export const importResult = z
  .object({ imported: z.int(), ids: z.array(z.int()), skipped: z.array(importRowErrors) })
  .meta({ id: "ImportResult" });

export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** A catalogue item that was not deleted because these use it (409). */
    usage: z.object({ tenders: z.int(), alertProfiles: z.int() }).optional(),
    /** A tender write refused as a possible duplicate (409): the tenders it looks like. */
    duplicates: z.array(duplicateCandidate).optional(),
    /** An import refused as a whole (422): the rows with errors. */
    rows: z.array(importRowErrors).optional(),
  })
  .meta({ id: "Error" });

export const removalResult = z
  .object({
    id: z.int(),
    name: z.string(),
    nameAm,
    mergedInto: namedRef.nullable(),
    tendersMoved: z.int(),
    alertProfilesMoved: z.int(),
  })
  .meta({ id: "RemovalResult" });

export const category = z
  .object({ id: z.int(), name: z.string(), nameAm, subcategories: z.array(namedRef) })
  .meta({ id: "Category" });

const isoDate = z.string().nullable();

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
    publishedAt: isoDate.meta({
      description:
        "When it is (or becomes) public; null for a draft. Only its publisher and superadmins see a draft or scheduled tender",
    }),
    publication: z.enum(["draft", "scheduled", "published"]),
    createdAt: z.string(),
    documentPrice: z.number().nullable(),
    bidBond: z.number().nullable(),
    region: z.string().nullable(),
    publishedBy: z.object({ id: z.int() }).nullable().meta({
      description:
        "The admin who published it; null when none is on record, e.g. a former admin whose account was deleted",
    }),
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
export type ApiUserAccount = z.infer<typeof apiUserAccount>;

export const registerResponse = z
  .object({ message: z.string(), user: apiUser })
  .meta({ id: "RegisterResponse" });

export const accountProfile = apiUser
  .extend({
    createdAt: z.string(),
    /** A new address waiting for its confirmation link to be followed. */
    pendingEmail: z.string().nullable(),
  })
  .meta({ id: "Account" });

export const accountSession = z
  .object({
    kind: z.enum(["web", "api"]),
    createdAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "AccountSession" });

export const passwordChangedResponse = z
  .object({
    message: z.string(),
    /** The private calendar URL that replaced the caller's (shown only here); null: they had none. */
    calendarUrl: z.string().nullable(),
  })
  .meta({ id: "PasswordChanged" });

export const endedSessionsResponse = z
  .object({ message: z.string(), ended: z.int() })
  .meta({ id: "EndedSessions" });

const timestamp = z.union([z.string(), z.null()]);

export const accountExport = z
  .object({
    exportedAt: z.string(),
    profile: z.object({
      id: z.int(),
      fullname: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string().nullable(),
      role: z.enum(ROLES),
      locale: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    savedTenders: z.array(
      z.object({
        savedAt: z.string(),
        tender: z.object({
          id: z.int(),
          title: z.string(),
          organisation: z.string().nullable(),
          closingDate: timestamp,
          url: z.string(),
        }),
      }),
    ),
    alertProfiles: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        includeKeywords: z.string(),
        excludeKeywords: z.string(),
        categories: z.array(z.string()),
        subcategories: z.array(z.string()),
        regions: z.array(z.string()),
        sources: z.array(z.string()),
        languages: z.array(z.string()),
        channels: z.array(z.string()),
        frequency: z.string(),
        paused: z.boolean(),
        awardNotices: z.boolean(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    alertChannels: z.array(
      z.object({
        kind: z.string(),
        address: z.string().nullable(),
        verifiedAt: timestamp,
        unsubscribedAt: timestamp,
        createdAt: z.string(),
      }),
    ),
    deliveries: z.array(
      z.object({
        channel: z.string(),
        tenderId: z.int(),
        tenderTitle: z.string(),
        reason: z.string(),
        status: z.string(),
        attempts: z.int(),
        sentAt: timestamp,
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: "AccountExport" });
