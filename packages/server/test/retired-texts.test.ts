import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../src/db/commerce-schema.js';
import { faqs } from '../src/db/content-schema.js';
import { prepareDatabase } from '../src/db/prepare.js';
import * as content from '../src/seed/content/index.js';
import { textHash } from '../src/seed/replace-retired-texts.js';
import { retiredTexts } from '../src/seed/retired-texts.js';
import { seedSubscriptionPlans } from '../src/seed/subscription-plans.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// A database seeded by an earlier release holds texts that promised what the product does not do.
// The seed never overwrites a row an operator may have edited, so those exact texts, and only
// those, are replaced on the next start.

/** PLATINUM as the earlier release seeded it. */
const oldPlatinum = {
  en: {
    description: 'All exams we cover, with live classes and a personal mentor.',
    details: [
      'Everything in GOLD',
      'State PSC, Police and Teaching exam test series',
      'Live doubt-clearing sessions every week',
      'Daily current affairs quiz and monthly digest',
      'Monthly one-to-one call with a mentor',
      'Personalised study plan from your test results',
    ],
    badge: 'Best Value',
  },
  hi: {
    description: 'हमारी सभी परीक्षाएँ, लाइव क्लास और निजी मेंटर के साथ।',
    details: [
      'GOLD की हर सुविधा',
      'राज्य PSC, पुलिस और शिक्षक भर्ती परीक्षाओं की टेस्ट सीरीज़',
      'हर हफ़्ते लाइव डाउट क्लियरिंग सेशन',
      'रोज़ करंट अफ़ेयर्स क्विज़ और हर महीने का सार-संग्रह',
      'हर महीने मेंटर के साथ वन-टू-वन कॉल',
      'आपके टेस्ट परिणामों से बनी निजी अध्ययन योजना',
    ],
    badge: 'सबसे फ़ायदेमंद',
  },
};

/** The FAQ that said every mock follows the real exam, as the earlier release seeded it. */
const oldMockTestsFaq = {
  en: {
    question: 'How do the mock tests work?',
    answer:
      'Each full mock follows the real exam: the same number of questions, sections, time limit and marking. The timer starts when you press START TEST, and the test is submitted by itself when time runs out. You then see your score, a section-wise report, your rank and percentile, and the solution to every question.',
  },
  hi: {
    question: 'मॉक टेस्ट कैसे काम करते हैं?',
    answer:
      'हर फुल मॉक असली परीक्षा जैसा होता है: उतने ही प्रश्न, वही सेक्शन, वही समय-सीमा और वही अंक योजना। START TEST दबाते ही टाइमर शुरू होता है और समय खत्म होने पर टेस्ट अपने आप सबमिट हो जाता है। इसके बाद आपको स्कोर, सेक्शन-वार रिपोर्ट, रैंक व पर्सेंटाइल और हर प्रश्न का हल दिखता है।',
  },
};

const current = {
  subscriptionPlans: new Map(seedSubscriptionPlans.map((plan) => [plan.planName, plan.translations])),
  courses: new Map(content.courses.map((course) => [course.slug, course.translations])),
  faqs: new Map(content.faqs.map((faq) => [faq.slug, faq.translations])),
  testimonials: new Map(content.testimonials.map((story) => [story.slug, story.translations])),
};

describe('the retired texts', () => {
  it('name rows this release seeds, each with a text other than this release’s', () => {
    for (const [table, retired] of Object.entries(retiredTexts) as Array<[keyof typeof current, Record<string, string>]>) {
      for (const [key, hash] of Object.entries(retired)) {
        const now = current[table].get(key);
        expect(now, `${table} ${key}`).toBeDefined();
        expect(textHash(now), `${table} ${key}`).not.toBe(hash);
      }
    }
    // The hash is of the text as it was: key order does not matter.
    expect(textHash(oldPlatinum)).toBe(retiredTexts.subscriptionPlans.PLATINUM);
    expect(textHash({ hi: oldPlatinum.hi, en: oldPlatinum.en })).toBe(retiredTexts.subscriptionPlans.PLATINUM);
    expect(textHash(oldMockTestsFaq)).toBe(retiredTexts.faqs['how-mock-tests-work']);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`a database seeded with the earlier release's texts ${target.title}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('gets this release’s plan and FAQ texts on its next start, and keeps what an operator wrote', async () => {
      const db = server.database.db;
      const edited = { en: { description: 'Our own words for GOLD.', details: ['Every SSC mock test'], badge: null } };
      await db.update(subscriptionPlans).set({ translations: oldPlatinum }).where(eq(subscriptionPlans.planName, 'PLATINUM'));
      await db.update(subscriptionPlans).set({ translations: edited }).where(eq(subscriptionPlans.planName, 'GOLD'));
      await db.update(faqs).set({ translations: oldMockTestsFaq }).where(eq(faqs.slug, 'how-mock-tests-work'));

      await prepareDatabase(server.database);

      const plans = await db.select().from(subscriptionPlans);
      expect(plans.find((plan) => plan.planName === 'PLATINUM')?.translations).toEqual(current.subscriptionPlans.get('PLATINUM'));
      expect(plans.find((plan) => plan.planName === 'GOLD')?.translations).toEqual({
        ...edited,
        // The language it lacked comes from the seed, as it always did (seed.ts, seedPlans).
        hi: current.subscriptionPlans.get('GOLD')?.hi,
      });
      const [faq] = await db.select().from(faqs).where(eq(faqs.slug, 'how-mock-tests-work'));
      expect(faq?.translations).toEqual(current.faqs.get('how-mock-tests-work'));

      // A second start changes nothing.
      await prepareDatabase(server.database);
      expect(await db.select().from(subscriptionPlans)).toEqual(plans);
    });
  });
}
