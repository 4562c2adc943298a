import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { fixtureFile, utf8 } from './fixtures.js';

const gift = (text: string, name = 'bank.gift') => parseContentFile({ name, data: utf8(text) });

describe('GIFT', () => {
  it('reads what Moodle exports and refuses, with the reason, what Pariksha cannot hold', async () => {
    const parsed = await parseContentFile(fixtureFile('moodle-export.gift'));
    expect(parsed.items.map((item) => [item.key, item.type, item.answer, item.tolerance, item.subject, item.topic.slug, item.at.line])).toEqual([
      ['ssc-cgl-si-01', 'single', 0, 0, 'quantitative-aptitude', 'simple-interest', 5],
      [expect.stringMatching(/^gift-[0-9a-f]{16}$/), 'multiple', [0, 2], 0, 'quantitative-aptitude', 'simple-interest', 14],
      ['ssc-gk-tf-02', 'single', 0, 0, 'quantitative-aptitude', 'simple-interest', 21],
      ['jee-ohm-04', 'numeric', 22.5, 0.1, 'physics', 'current-electricity', 25],
      ['jee-cell-05', 'numeric', 1.5, expect.closeTo(0.02, 10), 'physics', 'current-electricity', 27],
    ]);
    const [interest, primes, tropic, ohm] = parsed.items;
    expect(interest?.topic).toEqual({ slug: 'simple-interest', names: { en: 'Simple Interest' } });
    expect(interest?.difficulty).toBe('medium');
    expect(interest?.translations).toEqual({
      en: {
        text: 'What is the simple interest on **₹5,000** at 8% per annum for 3 years?',
        options: ['₹1,200', '₹1,000', '₹1,500', '₹800'],
        explanation: 'Simple interest $= \\frac{P \\times R \\times T}{100} = \\frac{5000 \\times 8 \\times 3}{100} = 1200$.',
      },
    });
    expect(primes?.translations.en?.options).toEqual(['29', '39', '41', '51']);
    expect(tropic?.translations.en).toEqual({ text: 'The Tropic of Cancer passes through Jharkhand.', options: ['True', 'False'], explanation: '' });
    expect(ohm?.translations.en).toEqual({
      text: 'A resistor of $10\\,\\Omega$ carries a current of $1.5\\,\\text{A}$. What power does it dissipate, in watts?',
      explanation: '$P = I^2 R = 1.5^2 \\times 10 = 22.5$ W.',
    });
    expect(parsed.problems).toEqual([
      { file: 'moodle-export.gift', line: 29, message: 'Matching questions cannot be imported: Pariksha holds single, multiple-correct and numeric questions.' },
      { file: 'moodle-export.gift', line: 35, message: 'Essay questions cannot be imported: Pariksha holds single, multiple-correct and numeric questions.' },
      { file: 'moodle-export.gift', line: 37, message: 'Short-answer questions (typed words) cannot be imported: Pariksha holds single, multiple-correct and numeric questions.' },
      {
        file: 'moodle-export.gift',
        line: 39,
        message: 'Missing-word questions (answers in the middle of the text) cannot be imported: Pariksha holds single, multiple-correct and numeric questions. Put the answers after the question.',
      },
    ]);
    expect(parsed.invalidCount).toBe(4);
  });

  it('gives a question without a title the same key every time, and another key to other content', async () => {
    const text = '$CATEGORY: Reasoning/Coding-Decoding\n\nIf CAT is written as DBU, how is DOG written?{=EPH ~EPG ~CNF ~DPH}\n';
    const first = await gift(text);
    const again = await gift(`// the same question, moved down\n\n${text}`);
    const other = await gift(text.replace('DOG', 'COW').replace('EPH', 'DPX'));
    expect(first.items[0]?.key).toBe(again.items[0]?.key);
    expect(other.items[0]?.key).not.toBe(first.items[0]?.key);
    expect(first.items[0]).toMatchObject({ subject: 'reasoning', topic: { slug: 'coding-decoding' } });
  });

  it('reads escapes, FALSE, and plain text kept as written', async () => {
    const parsed = await gift('$CATEGORY: Mathematics/Sets\n\n::sets-01::[plain]If A \\= \\{1, 2\\} then n(A) \\= 2\\: true or false?{F}\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]).toMatchObject({ key: 'sets-01', answer: 1, translations: { en: { text: 'If A = {1, 2} then n(A) = 2: true or false?' } } });
  });

  it('reports a question with no category, and a category that names no topic', async () => {
    const parsed = await gift('Which river is called the Sorrow of Bihar?{=Kosi ~Ganga ~Son ~Gandak}\n\n$CATEGORY: $course$/top\n\nWhich is the longest river of India?{=Ganga ~Godavari}\n');
    expect(parsed.items).toEqual([]);
    expect(parsed.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [1, 'The question has no subject and topic: put a line such as "$CATEGORY: Quantitative Aptitude/Time and Work" above it.'],
      [3, 'The category "$course$/top" does not name a subject and a topic: write it as subject/topic, such as "Quantitative Aptitude/Time and Work".'],
      [5, "The question's category above does not name a subject and a topic."],
    ]);
    expect(parsed.invalidCount).toBe(2);
  });

  it('reads pictures beside the file and asks for their alt text', async () => {
    const svg = utf8('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const readSibling = (path: string) => (path === 'figures/circuit.svg' ? svg : undefined);
    const parsed = await parseContentFile({
      name: 'physics.gift',
      data: utf8(
        '$CATEGORY: Physics/Current Electricity\n\n::c1::[html]<p>Find the current in the circuit.</p><p><img src="figures/circuit.svg" alt="A 6 V cell in series with a 3 ohm resistor"></p>{#2}\n\n::c2::[markdown]Find the voltage. ![](figures/circuit.svg){#6}\n\n::c3::[markdown]Find the power. ![A circuit](figures/missing.png){#12}\n',
      ),
      readSibling,
    });
    expect(parsed.items.map((item) => item.key)).toEqual(['c1']);
    expect(parsed.items[0]?.translations.en?.text).toBe('Find the current in the circuit.\n\n![A 6 V cell in series with a 3 ohm resistor](figure:figures/circuit.svg)');
    expect(parsed.items[0]?.figures).toEqual([{ name: 'figures/circuit.svg', mediaType: 'image/svg+xml', data: svg }]);
    expect(parsed.problems.map((problem) => problem.line)).toEqual([5, 7]);
    expect(parsed.problems[0]?.message).toMatch(/^The figure "figures\/circuit.svg" has no alt text in English/);
  });

  it('refuses a description and a question with no right answer, never throwing on broken input', async () => {
    const parsed = await gift('$CATEGORY: GK/History\n\nRead the following questions carefully.\n\n::h1::Who founded the Maurya empire?{~Ashoka ~Bindusara}\n\n::h2::Who wrote Arthashastra?{=Kautilya ~Kalidasa\n\n::h3\n');
    expect(parsed.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'This text has no answers between { and }, so it is not a question (Moodle calls it a description): Pariksha imports only questions.'],
      [5, 'None of the answers is marked right: start the right one with =, or give the right ones a positive weight such as ~%50%.'],
      [7, 'The answers are never closed: end them with }.'],
      [9, 'The title is never closed: write it as ::title:: before the question.'],
    ]);
  });
});
