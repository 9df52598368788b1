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

const ocdsRelease = z
  .object({
    ocid: z.string(),
    id: z.string(),
    date: dateTime,
    tag: z.array(z.literal("tender")),
    initiationType: z.literal("tender"),
    parties: z
      .array(ocdsOrganizationReference.extend({ roles: z.array(z.literal("buyer")) }))
      .optional(),
    buyer: ocdsOrganizationReference.optional(),
    tender: z.object({
      id: z.string(),
      title: z.string(),
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
      documents: z
        .array(
          z.object({
            id: z.string(),
            title: z.string(),
            url: z.url(),
            format: z.string(),
            datePublished: dateTime,
          }),
        )
        .optional(),
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

export const ocdsReleasePackage = z
  .object({
    uri: z.url(),
    version: z.literal("1.1"),
    extensions: z.array(z.url()),
    publishedDate: dateTime,
    publisher: z.object({ name: z.string(), uri: z.url() }),
    releases: z.array(ocdsRelease),
    links: z.object({ next: z.url() }).optional(),
  })
  .meta({ id: "OcdsReleasePackage" });

export const ocdsReleasesQuery = z.object({
  since: dateTime.optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export type OcdsRelease = z.output<typeof ocdsRelease>;
export type OcdsReleasePackage = z.output<typeof ocdsReleasePackage>;
