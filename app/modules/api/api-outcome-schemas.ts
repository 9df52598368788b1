import { z } from "~/modules/zod";
import { OUTCOME_FILTERS } from "~/modules/awards/outcome-types";

// GET /tenders/outcome/{tenderId} and the answers of its writes (docs/api.md, "Outcomes").

const apiAward = z
  .object({
    id: z.int(),
    lot: z.int(),
    supplier: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
    amount: z.string().meta({ description: 'Exact, two decimals: "1250000.50"' }),
    currency: z.string().meta({ description: "ISO 4217 code, ETB unless the notice says" }),
    awardedOn: z.iso.date(),
    note: z.string().nullable(),
    noticeDocument: z
      .object({ id: z.int(), fileName: z.string(), path: z.string() })
      .nullable()
      .meta({ description: "One of the tender's documents; `path` as documentPath names it" }),
  })
  .meta({ id: "Award" });

export const apiTenderOutcome = z
  .object({
    tenderId: z.int(),
    status: z.enum(OUTCOME_FILTERS),
    reason: z.string().nullable(),
    readvertisedAs: z
      .object({ id: z.int(), title: z.string() })
      .nullable()
      .meta({ description: "The published tender that advertised it again" }),
    awards: z.array(apiAward),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "TenderOutcome" });

export const apiRecordedAward = apiTenderOutcome
  .extend({ awardId: z.int().meta({ description: "The award recorded" }) })
  .meta({ id: "RecordedAward" });
