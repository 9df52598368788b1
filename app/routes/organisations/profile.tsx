import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { getCurrentUser } from "~/modules/auth/guards.server";
import {
  findOrganisation,
  organisationProfile,
} from "~/modules/profiles/organisation-profile.server";
import { OrganisationProfileView } from "~/modules/profiles/OrganisationProfileView";
import { organisationHref } from "~/modules/profiles/profile-links";
import { dbContext } from "~/server/request-context";
import { metaI18n, sharedPageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => {
  const profile = args.loaderData?.profile;
  if (!profile) return [];
  const name = profile.name;
  return sharedPageMeta(args, {
    title: name,
    description: metaI18n(args)._(
      msg`Open tenders of ${name}, the awards it made and what it buys most.`,
    ),
    path: organisationHref(profile.slug),
  });
};

/**
 * Public. A name merged into another answers 301 with the kept name's address, so old links and
 * search engines follow the merge.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const em = context.get(dbContext);
  const found = await findOrganisation(em, params.slug);
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "merged") throw redirect(organisationHref(found.slug) + url.search, 301);
  const user = getCurrentUser({ context });
  const profile = await organisationProfile(em, found, user ? "user" : "visitor");
  if (!profile) throw data(null, { status: 404 });
  return { profile, signedIn: user !== null };
}

export default function OrganisationPage({ loaderData }: Route.ComponentProps) {
  return <OrganisationProfileView profile={loaderData.profile} signedIn={loaderData.signedIn} />;
}
