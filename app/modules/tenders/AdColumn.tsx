import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";

const ADS = [
  { src: "/ads/ad-1.svg", alt: msg`Advertise your business to thousands of bidders. Contact us.` },
  { src: "/ads/ad-2.svg", alt: msg`Reach suppliers across every region of Ethiopia. Contact us.` },
  { src: "/ads/ad-3.svg", alt: msg`Your banner here: daily visitors from procurement teams.` },
  {
    src: "/ads/ad-4.svg",
    alt: msg`Promote your products and services to contractors. Contact us.`,
  },
];

export function AdColumn({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <aside className="discovery-ads" aria-label={label ?? i18n._(msg`Advertisements`)}>
      <ul>
        {ADS.map((ad) => (
          <li key={ad.src}>
            <a href="/contact">
              <img src={ad.src} alt={i18n._(ad.alt)} width={240} height={200} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
