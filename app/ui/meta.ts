export const SITE_NAME = "TenderLink";
const SITE_DESCRIPTION =
  "TenderLink simplifies the tendering process through technology-driven solutions: free access " +
  "to public tenders in Ethiopia, with daily alerts by email, Telegram and SMS.";

/** Title and description tags for a page: "Login | TenderLink". */
export function pageMeta(title: string, description = SITE_DESCRIPTION) {
  return [
    { title: title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: public tenders in Ethiopia` },
    { name: "description", content: description },
  ];
}
