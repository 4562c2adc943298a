import type { ItemTopic } from '../item.js';
import { slugify } from './slug.js';

/** A Moodle category path's parts that say nothing about the subject: its context and default categories. */
const isContextPart = (part: string): boolean => /^\$[a-z0-9]+\$$/.test(part) || part === 'top' || /^Default for /i.test(part);

export type Category = { subject: string; topic: ItemTopic } | { message: string };

/**
 * Subject and topic from a Moodle category path (`$course$/top/Quantitative Aptitude/Time and Work`):
 * the last two parts, as slugs, the topic keeping its English name.
 */
export function readCategoryPath(path: string): Category {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replace(/\/\//g, '/').trim())
    .filter((part) => part !== '' && !isContextPart(part));
  const topicName = parts.at(-1);
  const subjectName = parts.at(-2);
  const subject = slugify(subjectName ?? '');
  const topic = slugify(topicName ?? '');
  if (subject === '' || topic === '' || !topicName) {
    return { message: `The category "${path}" does not name a subject and a topic: write it as subject/topic, such as "Quantitative Aptitude/Time and Work".` };
  }
  return { subject, topic: { slug: topic, names: { en: topicName } } };
}
