// Addresses of profiles. Slugs may hold Ethiopic letters: encoded, so a link and a redirect's
// Location are plain ASCII.
export const organisationHref = (slug: string) => `/organisations/${encodeURIComponent(slug)}`;
export const supplierHref = (slug: string) => `/suppliers/${encodeURIComponent(slug)}`;
