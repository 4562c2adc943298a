/** The section and its column of replies are the shared card list (private/cardList.css.ts). */
export { cardListSection as root, cardList as list } from '../private/cardList.css';
