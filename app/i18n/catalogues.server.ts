import type { I18n, Messages } from "@lingui/core";
import { messages as amAccount } from "~/locales/am/account.po";
import { messages as amAccountServer } from "~/locales/am/account.server.po";
import { messages as amAdmin } from "~/locales/am/admin.po";
import { messages as amAdminServer } from "~/locales/am/admin.server.po";
import { messages as amAdminCatalogue } from "~/locales/am/admin-catalogue.po";
import { messages as amAdminCatalogueServer } from "~/locales/am/admin-catalogue.server.po";
import { messages as amAlerts } from "~/locales/am/alerts.po";
import { messages as amAlertsServer } from "~/locales/am/alerts.server.po";
import { messages as amLayout } from "~/locales/am/layout.po";
import { messages as amLayoutServer } from "~/locales/am/layout.server.po";
import { messages as amProfiles } from "~/locales/am/profiles.po";
import { messages as amProfilesServer } from "~/locales/am/profiles.server.po";
import { messages as amTenders } from "~/locales/am/tenders.po";
import { messages as amTendersServer } from "~/locales/am/tenders.server.po";
import { messages as amTenderEditor } from "~/locales/am/tender-editor.po";
import { messages as amTenderEditorServer } from "~/locales/am/tender-editor.server.po";
import { messages as enAccount } from "~/locales/en/account.po";
import { messages as enAccountServer } from "~/locales/en/account.server.po";
import { messages as enAdmin } from "~/locales/en/admin.po";
import { messages as enAdminServer } from "~/locales/en/admin.server.po";
import { messages as enAdminCatalogue } from "~/locales/en/admin-catalogue.po";
import { messages as enAdminCatalogueServer } from "~/locales/en/admin-catalogue.server.po";
import { messages as enAlerts } from "~/locales/en/alerts.po";
import { messages as enAlertsServer } from "~/locales/en/alerts.server.po";
import { messages as enLayout } from "~/locales/en/layout.po";
import { messages as enLayoutServer } from "~/locales/en/layout.server.po";
import { messages as enProfiles } from "~/locales/en/profiles.po";
import { messages as enProfilesServer } from "~/locales/en/profiles.server.po";
import { messages as enTenders } from "~/locales/en/tenders.po";
import { messages as enTendersServer } from "~/locales/en/tenders.server.po";
import { messages as enTenderEditor } from "~/locales/en/tender-editor.po";
import { messages as enTenderEditorServer } from "~/locales/en/tender-editor.server.po";
import { i18nFor, registerCatalogue } from "./i18n-instances";
import type { Locale } from "./locales";

// Every catalogue of every area. Static imports, not a glob: this also runs in Vitest and under tsx.
const CATALOGUES: Record<Locale, Messages[]> = {
  en: [
    enLayout,
    enLayoutServer,
    enTenders,
    enTendersServer,
    enAccount,
    enAccountServer,
    enAlerts,
    enAlertsServer,
    enAdmin,
    enAdminServer,
    enAdminCatalogue,
    enAdminCatalogueServer,
    enTenderEditor,
    enTenderEditorServer,
    enProfiles,
    enProfilesServer,
  ],
  am: [
    amLayout,
    amLayoutServer,
    amTenders,
    amTendersServer,
    amAccount,
    amAccountServer,
    amAlerts,
    amAlertsServer,
    amAdmin,
    amAdminServer,
    amAdminCatalogue,
    amAdminCatalogueServer,
    amTenderEditor,
    amTenderEditorServer,
    amProfiles,
    amProfilesServer,
  ],
};

for (const [locale, messages] of Object.entries(CATALOGUES) as [Locale, Messages[]][]) {
  registerCatalogue(locale, Object.assign({}, ...messages));
}

export function serverI18n(locale: Locale): I18n {
  return i18nFor(locale);
}
