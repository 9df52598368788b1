import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { User } from "~/modules/auth/user.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { timestamps } from "~/server/timestamps";

const OUTCOME_STATUSES = ["awarded", "cancelled", "failed"] as const;

/**
 * How a tender ended, at most one per tender (its primary key is the tender). No row: pending.
 * "awarded" has one or more awards; "cancelled" has a reason and no award; "failed" has a reason
 * and may name the tender that re-advertised it.
 */
export const TenderOutcome = defineEntity({
  name: "TenderOutcome",
  tableName: "tender_outcomes",
  properties: {
    tender: () => p.oneToOne(Tender).primary().deleteRule("cascade"),
    status: p.enum([...OUTCOME_STATUSES]),
    reason: p.text().nullable(),
    readvertisedAs: () =>
      p.manyToOne(Tender).nullable().deleteRule("set null").fieldName("readvertised_tender_id"),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule("set null"),
    /** Set once, when the outcome's notices to the tender's followers were queued. */
    announcedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type TenderOutcome = InferEntity<typeof TenderOutcome>;
