import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SITE_NAME } from "./meta";

/** `year` comes from the root loader; a page whose root data failed shows none. */
export function SiteFooter({ phone, year }: { phone: string; year?: number }) {
  const { t } = useLingui();
  const shownYear = year === undefined ? "" : ` ${year}`;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-call">
          <Trans>
            Call us: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
          </Trans>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="footer-links">
            <li>
              <Link to="/about">
                <Trans>About Us</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms">
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact">
                <Trans>Advertise with us</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {/* eslint-disable lingui/no-unlocalized-strings -- the networks' own names */}
        <ul className="social-links" aria-label={t`Social media`}>
          <li>
            <a href="https://t.me/tenderlink_et" rel="noopener">
              Telegram
            </a>
          </li>
          <li>
            <a href="https://www.facebook.com/tenderlink.et" rel="noopener">
              Facebook
            </a>
          </li>
          <li>
            <a href="https://www.linkedin.com/company/tenderlink-et" rel="noopener">
              LinkedIn
            </a>
          </li>
          <li>
            <a href="https://x.com/tenderlink_et" rel="noopener">
              X
            </a>
          </li>
        </ul>
        {/* eslint-enable lingui/no-unlocalized-strings */}
        <p className="footer-credit">
          <Trans>
            ©{shownYear} {SITE_NAME}. Built by TenderLink Software PLC, Addis Ababa.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
