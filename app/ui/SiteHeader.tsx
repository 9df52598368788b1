import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, NavLink } from "react-router";
import type { CurrentUser } from "~/server/request-context";
import { SITE_NAME } from "./meta";
import { LanguageSwitch } from "./LanguageSwitch";
import { ProfileMenu } from "./ProfileMenu";

export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const { t } = useLingui();
  const isAdmin = user?.role === "admin" || user?.role === "superadmin";
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label={t`Main`}>
        <Link to="/" className="brand">
          {SITE_NAME}
        </Link>
        <ul className="nav-links">
          <li>
            <NavLink to="/home">
              <Trans>All Tenders</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to="/organisations">
              <Trans>Buyers</Trans>
            </NavLink>
          </li>
          {!user ? (
            <>
              <li>
                <NavLink to="/login">
                  <Trans>Login</Trans>
                </NavLink>
              </li>
              <li>
                <NavLink to="/register" className="button button-small">
                  <Trans>Sign Up</Trans>
                </NavLink>
              </li>
            </>
          ) : (
            <>
              <li>
                {isAdmin ? (
                  <NavLink to="/admin">
                    <Trans>Admin Panel</Trans>
                  </NavLink>
                ) : (
                  <NavLink to="/mytender">
                    <Trans>My Tenders</Trans>
                  </NavLink>
                )}
              </li>
              <li>
                <NavLink to="/alerts">
                  <Trans>Alerts</Trans>
                </NavLink>
              </li>
            </>
          )}
        </ul>
        {/* Outside the links, so a phone puts it beside the brand: two rows, not three. */}
        {user && (
          <ProfileMenu user={user}>
            <Link to="/account" className="link-button profile-menu-link">
              <Trans>Account settings</Trans>
            </Link>
            {/* A whole page load: the next page is served without the app (decision 023). */}
            <Form method="post" action="/logout" reloadDocument>
              <button type="submit" className="link-button">
                <Trans>Logout</Trans>
              </button>
            </Form>
            <Form method="post" action="/logout" reloadDocument>
              <input type="hidden" name="scope" value="everywhere" />
              <button type="submit" className="link-button">
                <Trans>Sign out everywhere</Trans>
              </button>
            </Form>
          </ProfileMenu>
        )}
        <LanguageSwitch />
      </nav>
    </header>
  );
}
