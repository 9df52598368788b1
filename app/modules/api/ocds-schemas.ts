import { z } from "~/modules/zod";

// The part of the OCDS 1.1 release package schema we write; names and required fields as the standard's.

const dateTime = z.iso.datetime({ offset: true });

const ocdsValue = z.object({ amount: z.number(), currency: z.string() });

const ocdsClassification = z.object({
  scheme: z.string(),
  id: z.string(),
  description: z.string(),
});

const ocdsOrganizationReference = z.object({ id: z.string(), name: z.string() });

const ocdsDocument = z.object({
  id: z.string(),
  documentType: z.literal("awardNotice").optional(),
  title: z.string(),
  url: z.url(),
  format: z.string(),
  datePublished: dateTime,
});

const ocdsParty = ocdsOrganizationReference.extend({
  identifier: z
    .object({
      scheme: z.enum(["X-TENDERLINK-ORGANISATION", "X-TENDERLINK-SUPPLIER"]),
      id: z.string(),
      legalName: z.string(),
      uri: z.url().optional(),
    })
    .optional(),
  roles: z.array(z.enum(["buyer", "supplier"])),
});

const ocdsAward = z.object({
  /** `lot-<n>`: one award per lot of the tender. */
  id: z.string(),
  description: z.string().optional(),
  status: z.literal("active"),
  date: dateTime,
  value: ocdsValue,
  suppliers: z.array(ocdsOrganizationReference),
  documents: z.array(ocdsDocument).optional(),
});

const ocdsRelease = z
  .object({
    ocid: z.string(),
    id: z.string(),
    date: dateTime,
    tag: z.array(z.enum(["tender", "award", "tenderCancellation", "tenderUpdate", "compiled"])),
    initiationType: z.literal("tender"),
    parties: z.array(ocdsParty).optional(),
    buyer: ocdsOrganizationReference.optional(),
    awards: z.array(ocdsAward).optional(),
    tender: z.object({
      id: z.string(),
      /** Outcome releases: complete (awarded), cancelled or unsuccessful (failed). */
      status: z.enum(["complete", "cancelled", "unsuccessful"]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      tenderPeriod: z.object({ startDate: dateTime, endDate: dateTime.optional() }).optional(),
      items: z
        .array(
          z.object({
            id: z.string(),
            description: z.string(),
            classification: ocdsClassification,
            additionalClassifications: z.array(ocdsClassification).optional(),
          }),
        )
        .optional(),
      documents: z.array(ocdsDocument).optional(),
      /** The Participation fees extension: the price of the bid documents. */
      participationFees: z
        .array(
          z.object({
            id: z.string(),
            type: z.array(z.literal("document")),
            value: ocdsValue,
          }),
        )
        .optional(),
    }),
  })
  .meta({ id: "OcdsRelease" });

const packageFields = {
  uri: z.url(),
  version: z.literal("1.1"),
  extensions: z.array(z.url()),
  publishedDate: dateTime,
  publisher: z.object({ name: z.string(), uri: z.url() }),
  links: z.object({ next: z.url() }).optional(),
};

export const ocdsReleasePackage = z
  .object({ ...packageFields, releases: z.array(ocdsRelease) })
  .meta({ id: "OcdsReleasePackage" });

const ocdsRecord = z
  .object({
    ocid: z.string(),
    /** Every release of the process, oldest first. */
    releases: z.array(ocdsRelease),
    /** The releases merged by the OCDS merge rules: the process as it stands now. */
    compiledRelease: ocdsRelease,
  })
  .meta({ id: "OcdsRecord" });

export const ocdsRecordPackage = z
  .object({ ...packageFields, records: z.array(ocdsRecord) })
  .meta({ id: "OcdsRecordPackage" });

/** Which release of a tender a cursor stands on: its tender release, or its outcome's after it. */
export const OCDS_STAGES = ["tender", "outcome"] as const;

export const ocdsReleasesQuery = z.object({
  since: dateTime.optional(),
  after: z.coerce.number().int().min(0).optional(),
  stage: z.enum(OCDS_STAGES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const ocdsRecordsQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export type OcdsStage = (typeof OCDS_STAGES)[number];
export type OcdsRelease = z.output<typeof ocdsRelease>;
export type OcdsReleasePackage = z.output<typeof ocdsReleasePackage>;
export type OcdsRecord = z.output<typeof ocdsRecord>;
export type OcdsRecordPackage = z.output<typeof ocdsRecordPackage>;
