import { Migration } from '@mikro-orm/migrations';

/**
 * Document names stored before uploads dropped bidirectional controls (issue 37): without them,
 * as an upload now stores a name (withoutBidiControls in app/modules/tenders/document-rules.ts).
 */
export const DOCUMENT_NAMES_WITHOUT_BIDI_SQL = `update tender_documents
  set file_name = coalesce(nullif(
        regexp_replace(file_name, '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]', '', 'g'),
        ''), 'document')
  where file_name ~ '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]'`;

export class Migration20261204090000_document_names_without_bidi extends Migration {

  override name = 'Migration20261204090000_document_names_without_bidi';

  override up(): void | Promise<void> {
    this.addSql(DOCUMENT_NAMES_WITHOUT_BIDI_SQL);
  }

  // The controls removed are not kept: nothing to put back.
  override down(): void | Promise<void> {}

}
