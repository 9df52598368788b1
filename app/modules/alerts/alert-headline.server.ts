import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SendJob } from "./alert-jobs";

/** "New tender: …", "Closing soon: …": one tender's line, in subjects and SMS alike. */
export function tenderHeadline(kind: SendJob["kind"], first: string, i18n: I18n): string {
  switch (kind) {
    case "digest":
    case "immediate":
      return i18n._(msg`New tender: ${first}`);
    case "deadline":
      return i18n._(msg`Closing soon: ${first}`);
    case "change":
      return i18n._(msg`Tender updated: ${first}`);
    case "award":
      return i18n._(msg`Awarded: ${first}`);
    case "cancellation":
      return i18n._(msg`Cancelled: ${first}`);
  }
}
