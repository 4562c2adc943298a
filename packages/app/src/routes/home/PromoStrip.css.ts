import { globalStyle, style } from '@vanilla-extract/css';
import { promoCode, promoDismissedAttribute } from './promo';

export const strip = style({});

// A dismissed offer never shows, not even for the moment before the app takes the server's page
// over: <html> carries the dismissal from before the first paint, so nothing flashes or moves.
globalStyle(`html[${promoDismissedAttribute}="${promoCode}"] ${strip}`, { display: 'none' });
