/**
 * The Tests page's banner picture, drawn for Pariksha and shipped inside the app (no request of
 * its own): a CBT screen with a question, its options and the question palette (answered green,
 * not answered red, marked for review purple), a clock for the timer and a tick. Decorative: the
 * banner's heading says what the page is.
 */
const drawing = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">',
  '<ellipse cx="120" cy="166" rx="100" ry="8" fill="#22268F"/>',
  '<rect x="28" y="20" width="172" height="114" rx="10" fill="#FFFFFF"/>',
  '<rect x="36" y="28" width="156" height="98" rx="4" fill="#EEF0FD"/>',
  '<rect x="104" y="134" width="20" height="18" fill="#DDE0E9"/>',
  '<rect x="78" y="150" width="72" height="10" rx="5" fill="#FFFFFF"/>',
  '<rect x="44" y="38" width="54" height="8" rx="4" fill="#3034B8"/>',
  '<rect x="44" y="52" width="82" height="5" rx="2.5" fill="#7D849C"/>',
  '<rect x="44" y="61" width="66" height="5" rx="2.5" fill="#7D849C"/>',
  '<circle cx="49" cy="77" r="4" fill="none" stroke="#7D849C" stroke-width="2"/>',
  '<rect x="58" y="75" width="44" height="4" rx="2" fill="#4F5672"/>',
  '<circle cx="49" cy="90" r="4" fill="#137A4E" stroke="#137A4E" stroke-width="2"/>',
  '<rect x="58" y="88" width="52" height="4" rx="2" fill="#4F5672"/>',
  '<circle cx="49" cy="103" r="4" fill="none" stroke="#7D849C" stroke-width="2"/>',
  '<rect x="58" y="101" width="38" height="4" rx="2" fill="#4F5672"/>',
  '<circle cx="49" cy="116" r="4" fill="none" stroke="#7D849C" stroke-width="2"/>',
  '<rect x="58" y="114" width="48" height="4" rx="2" fill="#4F5672"/>',
  '<line x1="130" y1="36" x2="130" y2="120" stroke="#DDE0E9" stroke-width="2"/>',
  '<rect x="138" y="40" width="12" height="12" rx="2.5" fill="#137A4E"/>',
  '<rect x="154" y="40" width="12" height="12" rx="2.5" fill="#137A4E"/>',
  '<rect x="170" y="40" width="12" height="12" rx="2.5" fill="#B3261E"/>',
  '<rect x="138" y="56" width="12" height="12" rx="2.5" fill="#7B3FB5"/>',
  '<rect x="154" y="56" width="12" height="12" rx="2.5" fill="#137A4E"/>',
  '<rect x="170" y="56" width="12" height="12" rx="2.5" fill="#FFFFFF" stroke="#7D849C" stroke-width="1.5"/>',
  '<rect x="138" y="72" width="12" height="12" rx="2.5" fill="#137A4E"/>',
  '<rect x="154" y="72" width="12" height="12" rx="2.5" fill="#7B3FB5"/>',
  '<rect x="170" y="72" width="12" height="12" rx="2.5" fill="#FFFFFF" stroke="#7D849C" stroke-width="1.5"/>',
  '<rect x="138" y="88" width="12" height="12" rx="2.5" fill="#B3261E"/>',
  '<rect x="154" y="88" width="12" height="12" rx="2.5" fill="#FFFFFF" stroke="#7D849C" stroke-width="1.5"/>',
  '<rect x="170" y="88" width="12" height="12" rx="2.5" fill="#FFFFFF" stroke="#7D849C" stroke-width="1.5"/>',
  '<circle cx="204" cy="28" r="22" fill="#F6C944"/>',
  '<circle cx="204" cy="28" r="16" fill="#FFFFFF"/>',
  '<path d="M204 18v10l7 5" fill="none" stroke="#171B34" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  '<circle cx="30" cy="126" r="17" fill="#137A4E" stroke="#FFFFFF" stroke-width="3"/>',
  '<path d="M22 126l6 6l11-12" fill="none" stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
  '</svg>',
].join('');

export const testsBannerImage = `data:image/svg+xml,${encodeURIComponent(drawing)}`;
/** The drawing's own size, so the banner keeps its room while the page is drawn. */
export const testsBannerSize = { width: 240, height: 180 } as const;
