import { EmailChangeToken } from "~/modules/account/email-change-token.entity";
import { AlertChannel } from "~/modules/alerts/alert-channel.entity";
import { AlertDelivery } from "~/modules/alerts/alert-delivery.entity";
import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { Award } from "~/modules/awards/award.entity";
import { Supplier } from "~/modules/awards/supplier.entity";
import { TenderOutcome } from "~/modules/awards/tender-outcome.entity";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { RateLimit } from "~/modules/rate-limit/rate-limit.entity";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { Session } from "~/modules/auth/session.entity";
import { User } from "~/modules/auth/user.entity";
import { CatalogVersion } from "~/modules/catalog/catalog-version.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { IdempotencyKey } from "~/modules/idempotency/idempotency-key.entity";
import { Page } from "~/modules/pages/page.entity";
import { SavedTender } from "~/modules/saved/saved-tender.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { TenderListVersion } from "~/modules/tenders/tender-list-version.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { TelegramChannelPost } from "~/modules/telegram/telegram-channel-post.entity";

/** Every entity, listed explicitly so the bundled server needs no folder scan. */
export const entities = [
  User,
  Session,
  PasswordResetToken,
  EmailChangeToken,
  Category,
  CatalogVersion,
  Subcategory,
  Language,
  Source,
  Region,
  Tender,
  TenderListVersion,
  TenderDocument,
  SavedTender,
  AdvertContact,
  Page,
  AuditLog,
  RateLimit,
  AlertProfile,
  AlertChannel,
  AlertDelivery,
  IdempotencyKey,
  TelegramChannelPost,
  Supplier,
  TenderOutcome,
  Award,
];
