const ADS = [
  { src: "/ads/ad-1.svg", alt: "Advertise your business to thousands of bidders. Contact us." },
  { src: "/ads/ad-2.svg", alt: "Reach suppliers across every region of Ethiopia. Contact us." },
  { src: "/ads/ad-3.svg", alt: "Your banner here: daily visitors from procurement teams." },
  { src: "/ads/ad-4.svg", alt: "Promote your products and services to contractors. Contact us." },
];

/** The four fixed advert banners; each leads to the advertising contact form. */
export function AdColumn({ label = "Advertisements" }: { label?: string }) {
  return (
    <aside className="discovery-ads" aria-label={label}>
      <ul>
        {ADS.map((ad) => (
          <li key={ad.src}>
            <a href="/contact">
              <img src={ad.src} alt={ad.alt} width={240} height={200} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
