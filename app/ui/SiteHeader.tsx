import { Form, Link, NavLink } from "react-router";
import type { CurrentUser } from "~/server/request-context";
import { SITE_NAME } from "./meta";
import { ProfileMenu } from "./ProfileMenu";

export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const isAdmin = user?.role === "admin" || user?.role === "superadmin";
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label="Main">
        <Link to="/" className="brand">
          {SITE_NAME}
        </Link>
        <ul className="nav-links">
          <li>
            <NavLink to="/home">All Tenders</NavLink>
          </li>
          {!user ? (
            <>
              <li>
                <NavLink to="/login">Login</NavLink>
              </li>
              <li>
                <NavLink to="/register" className="button button-small">
                  Sign Up
                </NavLink>
              </li>
            </>
          ) : (
            <>
              <li>
                {isAdmin ? (
                  <NavLink to="/admin">Admin Panel</NavLink>
                ) : (
                  <NavLink to="/mytender">My Tenders</NavLink>
                )}
              </li>
              <li>
                <NavLink to="/alerts">Alerts</NavLink>
              </li>
              <li>
                <ProfileMenu user={user}>
                  <Form method="post" action="/logout">
                    <button type="submit" className="link-button">
                      Logout
                    </button>
                  </Form>
                  <Form method="post" action="/logout">
                    <input type="hidden" name="scope" value="everywhere" />
                    <button type="submit" className="link-button">
                      Sign out everywhere
                    </button>
                  </Form>
                </ProfileMenu>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
