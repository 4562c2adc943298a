import { tokens } from '../../themes/tokens';

/**
 * Five 1600 × 700 banners (the shape of the home page's real ones) for stories, drawn as inline SVG in the theme's colours like the
 * samples in ImageWithFallback/sampleImages.ts (the Storybook CSP allows data: images).
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const { color } = tokens;

function banner(background: string, ink: string, accent: string, title: string, number: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700"><rect width="1600" height="700" fill="${background}"/><circle cx="1380" cy="110" r="280" fill="${accent}" opacity="0.35"/><rect x="1000" y="130" width="340" height="440" rx="24" fill="${color.surfaceRaised}"/><rect x="1050" y="200" width="240" height="24" rx="12" fill="${color.border}"/><rect x="1050" y="260" width="200" height="24" rx="12" fill="${color.border}"/><rect x="1050" y="320" width="220" height="24" rx="12" fill="${color.border}"/><rect x="1050" y="380" width="160" height="24" rx="12" fill="${color.border}"/><text x="150" y="320" font-family="sans-serif" font-size="96" font-weight="700" fill="${ink}">${title}</text><text x="150" y="480" font-family="sans-serif" font-size="160" font-weight="700" fill="${accent}">${number}</text></svg>`,
  );
}

export const sampleBanners = [
  {
    src: banner(color.brand, color.onBrand, color.goldAccent, 'SSC CGL 2026', '01'),
    alt: 'SSC CGL 2026: full-length mock tests with All-India rank',
  },
  {
    src: banner(color.neutral, color.onBrand, color.platinumAccent, 'Bank PO', '02'),
    alt: 'Banking exams: SBI PO and IBPS PO test series',
  },
  {
    src: banner(color.success, color.onBrand, color.goldTint, 'Railways', '03'),
    alt: 'Railways: RRB NTPC practice in Hindi and English',
  },
  {
    src: banner(color.brandStrong, color.onBrand, color.platinumAccent, 'UPSC CSE', '04'),
    alt: 'UPSC Civil Services: daily current affairs quiz',
  },
  {
    src: banner(color.goldAccent, color.text, color.brand, 'WELCOME10', '05'),
    alt: 'Get 10% off all test series with code WELCOME10',
  },
] as const;

export const sampleHindiBanners = [
  { src: sampleBanners[0].src, alt: 'एसएससी सीजीएल 2026: अखिल भारतीय रैंक के साथ पूरे मॉक टेस्ट' },
  { src: sampleBanners[1].src, alt: 'बैंकिंग परीक्षाएँ: एसबीआई पीओ और आईबीपीएस पीओ टेस्ट सीरीज़' },
  { src: sampleBanners[2].src, alt: 'रेलवे: हिंदी और अंग्रेज़ी में आरआरबी एनटीपीसी अभ्यास' },
  { src: sampleBanners[3].src, alt: 'यूपीएससी सिविल सेवा: रोज़ का करेंट अफ़ेयर्स क्विज़' },
  { src: sampleBanners[4].src, alt: 'कोड WELCOME10 से सभी टेस्ट सीरीज़ पर 10% की छूट पाएँ' },
] as const;
