import { Migration20261123110309_initial } from "./Migration20261123110309_initial";
import { Migration20261123111143_audit_and_rate_limits } from "./Migration20261123111143_audit_and_rate_limits";
import { Migration20261123115014_alerts } from "./Migration20261123115014_alerts";
import { Migration20261123120313_list_order_index } from "./Migration20261123120313_list_order_index";
import { Migration20261123150000_tender_list_version } from "./Migration20261123150000_tender_list_version";
import { Migration20261123170000_catalog_version } from "./Migration20261123170000_catalog_version";
import { Migration20261124030000_list_covering_indexes } from "./Migration20261124030000_list_covering_indexes";
import { Migration20261124031000_search_vector_inline } from "./Migration20261124031000_search_vector_inline";
import { Migration20261125090000_search_weights } from "./Migration20261125090000_search_weights";
import { Migration20261125100000_calendar_token_hash } from "./Migration20261125100000_calendar_token_hash";
import { Migration20261125110000_idempotency_keys } from "./Migration20261125110000_idempotency_keys";
import { Migration20261126090000_phone_e164 } from "./Migration20261126090000_phone_e164";
import { Migration20261126091000_organisation } from "./Migration20261126091000_organisation";
import { Migration20261127090000_user_locale } from "./Migration20261127090000_user_locale";
import { Migration20261127100000_alert_profile_organisation } from "./Migration20261127100000_alert_profile_organisation";
import { Migration20261128090000_email_change_tokens } from "./Migration20261128090000_email_change_tokens";
import { Migration20261128110000_user_deactivation } from "./Migration20261128110000_user_deactivation";
import { Migration20261129090000_document_text } from "./Migration20261129090000_document_text";
import { Migration20261129100000_tender_duplicates_and_releases } from "./Migration20261129100000_tender_duplicates_and_releases";
import { Migration20261130080000_duplicate_candidate_titles } from "./Migration20261130080000_duplicate_candidate_titles";
import { Migration20261130090000_tender_publication } from "./Migration20261130090000_tender_publication";
import { Migration20261130100000_category_list_lookup } from "./Migration20261130100000_category_list_lookup";
import { Migration20261201090000_search_days } from "./Migration20261201090000_search_days";
import { Migration20261202090000_category_postings_by_date } from "./Migration20261202090000_category_postings_by_date";
import { Migration20261202100000_visible_search_index } from "./Migration20261202100000_visible_search_index";
import { Migration20261202110000_category_postings_list_columns } from "./Migration20261202110000_category_postings_list_columns";
import { Migration20261203090000_day_terms_table } from "./Migration20261203090000_day_terms_table";
import { Migration20261203100000_day_terms_refill } from "./Migration20261203100000_day_terms_refill";
import { Migration20261204090000_document_names_without_bidi } from "./Migration20261204090000_document_names_without_bidi";
import { Migration20261204093700_email_change_cancel } from "./Migration20261204093700_email_change_cancel";
import { Migration20261206090000_telegram_channel_posts } from "./Migration20261206090000_telegram_channel_posts";
import { Migration20261206102000_organisation_names } from "./Migration20261206102000_organisation_names";
import { Migration20261206104000_session_devices } from "./Migration20261206104000_session_devices";
import { Migration20261206200000_awards } from "./Migration20261206200000_awards";
import { Migration20261206200906_amharic_names } from "./Migration20261206200906_amharic_names";
import { Migration20261206210000_outcome_alerts } from "./Migration20261206210000_outcome_alerts";
import { Migration20261207090000_outcome_list_version } from "./Migration20261207090000_outcome_list_version";
import { Migration20261207100000_organisation_profiles } from "./Migration20261207100000_organisation_profiles";
import { Migration20261207110000_supplier_record_index } from "./Migration20261207110000_supplier_record_index";
import { Migration20261207120000_open_tenders } from "./Migration20261207120000_open_tenders";
import { Migration20261207130000_open_tenders_list_indexes } from "./Migration20261207130000_open_tenders_list_indexes";
import { Migration20261207140000_organisation_trigrams_by_expression } from "./Migration20261207140000_organisation_trigrams_by_expression";
import { Migration20261207150000_outcome_list_version_on_status } from "./Migration20261207150000_outcome_list_version_on_status";
import { Migration20261207160000_list_version_on_changed_tenders } from "./Migration20261207160000_list_version_on_changed_tenders";

// Listed explicitly so the production bundle needs no folder scan. Add each new migration here.
export const migrationsList = [
  { name: "Migration20261123110309_initial", class: Migration20261123110309_initial },
  {
    name: "Migration20261123111143_audit_and_rate_limits",
    class: Migration20261123111143_audit_and_rate_limits,
  },
  { name: "Migration20261123115014_alerts", class: Migration20261123115014_alerts },
  {
    name: "Migration20261123120313_list_order_index",
    class: Migration20261123120313_list_order_index,
  },
  {
    name: "Migration20261123150000_tender_list_version",
    class: Migration20261123150000_tender_list_version,
  },
  {
    name: "Migration20261123170000_catalog_version",
    class: Migration20261123170000_catalog_version,
  },
  {
    name: "Migration20261124030000_list_covering_indexes",
    class: Migration20261124030000_list_covering_indexes,
  },
  {
    name: "Migration20261124031000_search_vector_inline",
    class: Migration20261124031000_search_vector_inline,
  },
  { name: "Migration20261125090000_search_weights", class: Migration20261125090000_search_weights },
  {
    name: "Migration20261125100000_calendar_token_hash",
    class: Migration20261125100000_calendar_token_hash,
  },
  {
    name: "Migration20261125110000_idempotency_keys",
    class: Migration20261125110000_idempotency_keys,
  },
  { name: "Migration20261126090000_phone_e164", class: Migration20261126090000_phone_e164 },
  { name: "Migration20261126091000_organisation", class: Migration20261126091000_organisation },
  { name: "Migration20261127090000_user_locale", class: Migration20261127090000_user_locale },
  {
    name: "Migration20261127100000_alert_profile_organisation",
    class: Migration20261127100000_alert_profile_organisation,
  },
  {
    name: "Migration20261128090000_email_change_tokens",
    class: Migration20261128090000_email_change_tokens,
  },
  {
    name: "Migration20261128110000_user_deactivation",
    class: Migration20261128110000_user_deactivation,
  },
  { name: "Migration20261129090000_document_text", class: Migration20261129090000_document_text },
  {
    name: "Migration20261129100000_tender_duplicates_and_releases",
    class: Migration20261129100000_tender_duplicates_and_releases,
  },
  {
    name: "Migration20261130080000_duplicate_candidate_titles",
    class: Migration20261130080000_duplicate_candidate_titles,
  },
  {
    name: "Migration20261130090000_tender_publication",
    class: Migration20261130090000_tender_publication,
  },
  {
    name: "Migration20261130100000_category_list_lookup",
    class: Migration20261130100000_category_list_lookup,
  },
  { name: "Migration20261201090000_search_days", class: Migration20261201090000_search_days },
  {
    name: "Migration20261202090000_category_postings_by_date",
    class: Migration20261202090000_category_postings_by_date,
  },
  {
    name: "Migration20261202100000_visible_search_index",
    class: Migration20261202100000_visible_search_index,
  },
  {
    name: "Migration20261202110000_category_postings_list_columns",
    class: Migration20261202110000_category_postings_list_columns,
  },
  {
    name: "Migration20261203090000_day_terms_table",
    class: Migration20261203090000_day_terms_table,
  },
  {
    name: "Migration20261203100000_day_terms_refill",
    class: Migration20261203100000_day_terms_refill,
  },
  {
    name: "Migration20261204090000_document_names_without_bidi",
    class: Migration20261204090000_document_names_without_bidi,
  },
  {
    name: "Migration20261204093700_email_change_cancel",
    class: Migration20261204093700_email_change_cancel,
  },
  {
    name: "Migration20261206090000_telegram_channel_posts",
    class: Migration20261206090000_telegram_channel_posts,
  },
  {
    name: "Migration20261206102000_organisation_names",
    class: Migration20261206102000_organisation_names,
  },
  {
    name: "Migration20261206104000_session_devices",
    class: Migration20261206104000_session_devices,
  },
  {
    name: "Migration20261206200000_awards",
    class: Migration20261206200000_awards,
  },
  {
    name: "Migration20261206200906_amharic_names",
    class: Migration20261206200906_amharic_names,
  },
  {
    name: "Migration20261206210000_outcome_alerts",
    class: Migration20261206210000_outcome_alerts,
  },
  {
    name: "Migration20261207090000_outcome_list_version",
    class: Migration20261207090000_outcome_list_version,
  },
  {
    name: "Migration20261207100000_organisation_profiles",
    class: Migration20261207100000_organisation_profiles,
  },
  {
    name: "Migration20261207110000_supplier_record_index",
    class: Migration20261207110000_supplier_record_index,
  },
  { name: "Migration20261207120000_open_tenders", class: Migration20261207120000_open_tenders },
  {
    name: "Migration20261207130000_open_tenders_list_indexes",
    class: Migration20261207130000_open_tenders_list_indexes,
  },
  {
    name: "Migration20261207140000_organisation_trigrams_by_expression",
    class: Migration20261207140000_organisation_trigrams_by_expression,
  },
  {
    name: "Migration20261207150000_outcome_list_version_on_status",
    class: Migration20261207150000_outcome_list_version_on_status,
  },
  {
    name: "Migration20261207160000_list_version_on_changed_tenders",
    class: Migration20261207160000_list_version_on_changed_tenders,
  },
];
