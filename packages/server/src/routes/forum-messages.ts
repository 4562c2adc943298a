import { forumRepliesPerHour, forumTopicsPerHour } from '@pariksha/contract';

/** The forum's sentences, in English and Hindi. */
type Catalogue = {
  topicPosted: string;
  replyPosted: string;
  saved: string;
  deleted: string;
  reported: string;
  topicNotFound: string;
  postNotFound: string;
  notYours: string;
  ownPost: string;
  /** `time` is when they may post again, already written in the learner's language. */
  topicLimit: (time: string) => string;
  replyLimit: (time: string) => string;
};

const en: Catalogue = {
  topicPosted: 'Your topic is posted.',
  replyPosted: 'Reply posted.',
  saved: 'Changes saved.',
  deleted: 'Deleted.',
  reported: 'Thanks for telling us. Our team will review this post.',
  topicNotFound: 'Topic not found. It may have been deleted.',
  postNotFound: 'Post not found. It may have been deleted.',
  notYours: 'You can change only your own posts.',
  ownPost: 'You cannot report your own post. You can edit or delete it instead.',
  topicLimit: (time) =>
    `You have started ${forumTopicsPerHour} topics in the last hour. You can start another at ${time}.`,
  replyLimit: (time) => `You have posted ${forumRepliesPerHour} replies in the last hour. You can reply again at ${time}.`,
};

const hi: Catalogue = {
  topicPosted: 'आपका विषय पोस्ट हो गया।',
  replyPosted: 'जवाब पोस्ट हो गया।',
  saved: 'बदलाव सहेज लिए गए।',
  deleted: 'हटा दिया गया।',
  reported: 'बताने के लिए धन्यवाद। हमारी टीम इस पोस्ट की जाँच करेगी।',
  topicNotFound: 'विषय नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
  postNotFound: 'पोस्ट नहीं मिली। हो सकता है इसे हटा दिया गया हो।',
  notYours: 'आप केवल अपनी पोस्ट बदल सकते हैं।',
  ownPost: 'आप अपनी ही पोस्ट की शिकायत नहीं कर सकते। चाहें तो उसे बदल या हटा सकते हैं।',
  topicLimit: (time) =>
    `आपने पिछले एक घंटे में ${forumTopicsPerHour} विषय शुरू किए हैं। अगला विषय आप ${time} पर शुरू कर सकते हैं।`,
  replyLimit: (time) =>
    `आपने पिछले एक घंटे में ${forumRepliesPerHour} जवाब लिखे हैं। आप ${time} पर फिर से जवाब दे सकते हैं।`,
};

const catalogues: Record<string, Catalogue> = { en, hi };

const locales: Record<string, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The forum routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function forumMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}

/** '8:42 pm': a time of day in India, as the learner's language writes it. */
export function indianTime(moment: Date, lang: string): string {
  const locale = locales[lang] ?? locales[lang.split('-', 1)[0] ?? lang] ?? 'en-IN';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(moment);
}
