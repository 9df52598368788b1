import { Link } from "react-router";
import { SITE_NAME } from "./meta";

/** `year` comes from the root loader; a page whose root data failed shows none. */
export function SiteFooter({ phone, year }: { phone: string; year?: number }) {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-call">
          Call us: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </p>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/contact">Advertise with us</Link>
            </li>
          </ul>
        </nav>
        <ul className="social-links" aria-label="Social media">
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
        <p className="footer-credit">
          ©{year === undefined ? "" : ` ${year}`} {SITE_NAME}. Built by TenderLink Software PLC,
          Addis Ababa.
        </p>
      </div>
    </footer>
  );
}
