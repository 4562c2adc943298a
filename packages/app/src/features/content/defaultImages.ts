/**
 * Pictures the provider ships for anything whose own image is missing or broken. The card
 * pictures are 16:9 like the exam, course and test-series images; the cover is a book's 5:7.
 */
export const defaultImages = {
  card: '/images/exam-default.svg',
  bookCover: '/images/book-default.svg',
  avatar: '/images/avatar-default.svg',
} as const;
