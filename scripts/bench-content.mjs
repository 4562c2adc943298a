// The `content` section of `pnpm bench`: questions as content.
//  1. `pnpm content import` of a 1,000-question CSV (the template, both languages, maths in LaTeX)
//     and of a 500-question Moodle XML, each on a database prepared beforehand (the time is the
//     whole command: start, reading, drawing every text to MathML, storing), and the same files
//     again (nothing changes);
//  2. the question screen of a paper of 20 maths-heavy questions: every script it loads, and
//     whether any of them draws maths (none should: MathML comes from the server).
// The questions are made here with their keys computed, so every answer is right.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { emulateSlow4G } from './bench-slow-4g.mjs';

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const csvCell = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Four options with the right one among them at a place that moves with `n`: [options, right index]. */
function optionsAround(right, n, step = 1) {
  const values = [right, right + step, right - step, right + 2 * step].map((value) => Number(value.toFixed(4)));
  const shift = n % 4;
  const options = [...values.slice(4 - shift), ...values.slice(0, 4 - shift)];
  return [options.map(String), options.indexOf(values[0])];
}

/** The n-th maths-heavy question, English and Hindi, in one of five kinds. */
export function mathsQuestion(n) {
  const k = (n % 9) + 2;
  switch (n % 5) {
    case 0: {
      const [options, answer] = optionsAround(k, n);
      return { topic: 'bench-limits', answer, options, en: `Evaluate $\\displaystyle\\lim_{x \\to 0} \\frac{\\sin (${k}x)}{x}$.`, hi: `$\\displaystyle\\lim_{x \\to 0} \\frac{\\sin (${k}x)}{x}$ का मान ज्ञात कीजिए।`, why: `$\\frac{\\sin (${k}x)}{x} = ${k} \\cdot \\frac{\\sin (${k}x)}{${k}x} \\to ${k}$.` };
    }
    case 1: {
      const [options, answer] = optionsAround(k ** 3 / 3, n, 1 / 3);
      return { topic: 'bench-integrals', answer, options, en: `Evaluate $$\\int_{0}^{${k}} x^{2}\\,dx.$$`, hi: `$$\\int_{0}^{${k}} x^{2}\\,dx$$ का मान ज्ञात कीजिए।`, why: `$\\left[\\frac{x^3}{3}\\right]_0^{${k}} = \\frac{${k ** 3}}{3}$.` };
    }
    case 2: {
      const a = k;
      const b = n % 7;
      const c = (n % 4) + 1;
      const d = k + 1;
      const [options, answer] = optionsAround(a * d - b * c, n);
      return { topic: 'bench-matrices', answer, options, en: `If $A = \\begin{pmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{pmatrix}$, find $\\det A$.`, hi: `यदि $A = \\begin{pmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{pmatrix}$ है, तो $\\det A$ ज्ञात कीजिए।`, why: `$\\det A = ${a} \\times ${d} - ${b} \\times ${c} = ${a * d - b * c}$.` };
    }
    case 3: {
      const [options, answer] = optionsAround(k, n);
      return { topic: 'bench-stoichiometry', answer, options, en: `In $\\ce{2H2 + O2 -> 2H2O}$, how many moles of water do ${k} mol of $\\ce{H2}$ give?`, hi: `$\\ce{2H2 + O2 -> 2H2O}$ में ${k} मोल $\\ce{H2}$ से जल के कितने मोल बनते हैं?`, why: `2 mol $\\ce{H2}$ give 2 mol $\\ce{H2O}$, so ${k} mol give ${k} mol.` };
    }
    default: {
      const [options, answer] = optionsAround(2 * k, n);
      return { topic: 'bench-derivatives', answer, options, en: `Find $\\frac{d}{dx}\\left(x^{2} + ${k}\\right)$ at $x = ${k}$.`, hi: `$x = ${k}$ पर $\\frac{d}{dx}\\left(x^{2} + ${k}\\right)$ ज्ञात कीजिए।`, why: `$\\frac{d}{dx}(x^2 + ${k}) = 2x = ${2 * k}$.` };
    }
  }
}

const topicNames = {
  'bench-limits': ['Limits', 'सीमा'],
  'bench-integrals': ['Definite integrals', 'निश्चित समाकल'],
  'bench-matrices': ['Matrices', 'आव्यूह'],
  'bench-stoichiometry': ['Stoichiometry', 'रससमीकरणमिति'],
  'bench-derivatives': ['Derivatives', 'अवकलज'],
};

/** The CSV template with `count` questions keyed `${prefix}-n`. */
export function mathsCsv(count, prefix) {
  const header = ['key', 'type', 'subject', 'topic', 'topic_en', 'topic_hi', 'difficulty', 'exams', 'answer', 'text_en', 'option_a_en', 'option_b_en', 'option_c_en', 'option_d_en', 'explanation_en', 'text_hi', 'option_a_hi', 'option_b_hi', 'option_c_hi', 'option_d_hi', 'explanation_hi'];
  const rows = [header.join(',')];
  for (let n = 1; n <= count; n += 1) {
    const q = mathsQuestion(n);
    const [en, hi] = topicNames[q.topic];
    const subject = q.topic === 'bench-stoichiometry' ? 'chemistry' : 'mathematics';
    rows.push([`${prefix}-${n}`, 'single', subject, q.topic, en, hi, 'medium', 'jee-main', 'ABCD'[q.answer], q.en, ...q.options, q.why, q.hi, ...q.options, q.why].map(csvCell).join(','));
  }
  return `${rows.join('\n')}\n`;
}

/** Moodle XML as Moodle exports it: categories, multichoice with fractions, TeX in \( \). */
export function mathsMoodleXml(count, prefix) {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category = '';
  for (let n = 1; n <= count; n += 1) {
    const q = mathsQuestion(n);
    const subject = q.topic === 'bench-stoichiometry' ? 'chemistry' : 'mathematics';
    if (category !== q.topic) {
      category = q.topic;
      parts.push(`<question type="category"><category><text>$course$/top/${subject}/${q.topic}</text></category></question>`);
    }
    const tex = (text) => text.replace(/\$\$([^$]+)\$\$/g, '\\[$1\\]').replace(/\$([^$]+)\$/g, '\\($1\\)');
    const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    parts.push(
      `<question type="multichoice"><name><text>${prefix}-${n}</text></name><idnumber>${prefix}-${n}</idnumber>`,
      `<questiontext format="html"><text><![CDATA[<p>${tex(q.en)}</p>]]></text></questiontext>`,
      `<generalfeedback format="html"><text><![CDATA[<p>${tex(q.why)}</p>]]></text></generalfeedback>`,
      '<single>true</single><shuffleanswers>false</shuffleanswers>',
      ...q.options.map((option, index) => `<answer fraction="${index === q.answer ? 100 : 0}" format="html"><text>${escape(option)}</text></answer>`),
      '<tags><tag><text>medium</text></tag></tags></question>',
    );
  }
  parts.push('</quiz>');
  return `${parts.join('\n')}\n`;
}

/** A new learner who has started the maths-heavy paper: their token, id and attempt. */
async function learnerWithMathsAttempt(base) {
  const call = async (path, body, token) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const { token, user } = await call('/signup', { first_name: 'Ishita Rao', phone: '9876501234', email: `bench.maths.${Date.now()}@example.in`, password: 'pariksha-2026' });
  const exam = (await call('/getAllExams')).find((item) => item.slug === 'bench-maths-20');
  const started = await call('/startAttempt', { exam_id: exam.id }, token);
  return { token, learnerId: String(user.id), attemptId: started.attempt_id };
}

/** Runs `pnpm content …` as a user would, timed from start to exit. */
function content(root, env, args) {
  const started = performance.now();
  const out = execFileSync('node', [join(root, 'packages/server/dist/content.js'), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ms: performance.now() - started, out: out.trim() };
}

export async function measureImports({ root, work }) {
  const folder = join(work, 'content');
  mkdirSync(folder, { recursive: true });
  const env = { DATA_DIR: join(folder, 'data') };
  writeFileSync(join(folder, 'warm-up.csv'), mathsCsv(1, 'bench-warm'));
  writeFileSync(join(folder, 'jee-1000.csv'), mathsCsv(1000, 'bench-csv'));
  writeFileSync(join(folder, 'jee-500.xml'), mathsMoodleXml(500, 'bench-moodle'));
  console.log('Preparing a database for the imports…');
  content(root, env, ['import', join(folder, 'warm-up.csv'), '--json']);
  const runs = {};
  for (const [name, file] of [['csv', 'jee-1000.csv'], ['moodle', 'jee-500.xml']]) {
    console.log(`Importing ${file}…`);
    const first = content(root, env, ['import', join(folder, file), '--json']);
    const again = content(root, env, ['import', join(folder, file), '--json']);
    runs[name] = { first: first.ms, again: again.ms, report: JSON.parse(first.out), againReport: JSON.parse(again.out) };
  }
  return runs;
}

/**
 * The question screen of SSC CGL Tier 1 with its paper made of 20 maths-heavy questions: the bench's
 * own database, the questions imported and published through `pnpm content`, an exam of its
 * own made with that paper (what the studio's test builder will do), then the screen visited question by question.
 */
export async function measureMathsScreen({ root, work, startServer, browser, port }) {
  const folder = join(work, 'maths-screen');
  mkdirSync(folder, { recursive: true });
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir };
  writeFileSync(join(folder, 'maths-20.csv'), mathsCsv(20, 'bench-screen'));
  execFileSync('node', [join(root, 'packages/server/dist/staff.js'), 'add', '--email', 'bench.reviewer@example.in', '--role', 'reviewer'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  content(root, env, ['import', join(folder, 'maths-20.csv'), '--publish', '--as', 'bench.reviewer@example.in', '--json']);
  // An exam of its own (seeding leaves exams and papers it does not know alone) whose paper is these 20.
  const { PGlite } = await import(join(root, 'packages/server/node_modules/@electric-sql/pglite/dist/index.js'));
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.query(`INSERT INTO exams (slug, category_id, status, questions, minutes, marks, negative_marking, languages, translations)
    VALUES ('bench-maths-20', (SELECT id FROM categories ORDER BY id LIMIT 1), 'take', 20, 60, 80, 0.25, '["en","hi"]',
      '{"en":{"title":"Maths-heavy paper","description":"20 questions of limits, integrals, matrices, derivatives and equations","name":"Maths-heavy paper"},"hi":{"title":"गणित प्रश्नपत्र","description":"सीमा, समाकल, आव्यूह, अवकलज और समीकरणों के 20 प्रश्न","name":"गणित प्रश्नपत्र"}}')`);
  await db.query(`INSERT INTO papers (exam_id, pattern, minutes, translations, sections)
    SELECT id, 'exam', 60, '{"en":{"title":"Maths-heavy paper"},"hi":{"title":"गणित प्रश्नपत्र"}}', jsonb_build_array(jsonb_build_object(
      'slug', 'mathematics', 'subject', 'mathematics', 'marksCorrect', 4, 'marksWrong', 1, 'minutes', null,
      'questionIds', (SELECT jsonb_agg(q.id ORDER BY q.id) FROM questions q JOIN question_items i ON i.id = q.item_id WHERE i.key LIKE 'bench-screen-%' AND q.state = 'published'),
      'translations', jsonb_build_object('en', jsonb_build_object('name', 'Mathematics'), 'hi', jsonb_build_object('name', 'गणित'))))
    FROM exams WHERE slug = 'bench-maths-20'`);
  await db.close();

  const server = await startServer(dataDir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { token, learnerId, attemptId } = await learnerWithMathsAttempt(base);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    await context.addInitScript(({ token, learnerId }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('pariksha.learner', learnerId);
    }, { token, learnerId });
    const page = await context.newPage();
    await emulateSlow4G(context, page);
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(`${base}/dashboard/aptitude?attempt=${attemptId}`, { waitUntil: 'networkidle' });
    const mathsPerQuestion = [];
    for (let question = 1; question <= 20; question += 1) {
      await page.locator('math').first().waitFor({ timeout: 30_000 });
      mathsPerQuestion.push(await page.locator('math').count());
      if (question < 20) await page.getByRole('button', { name: /Save & Next/ }).click();
    }
    const files = [];
    for (const [url, body] of scripts) {
      const text = (await body).toString('utf8');
      files.push({ name: new URL(url).pathname.replace(/^\/assets\//, ''), size: gz(Buffer.from(text)), drawsMaths: /temml|katex|mathjax|MathJax/.test(text) });
    }
    await context.close();
    return { files, mathsPerQuestion };
  } finally {
    await server.stop();
  }
}

export function contentSection({ imports, screen }, measuredOn) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const row = (label, run) =>
    `| ${label} | ${run.report.valid} valid, ${run.report.invalid} invalid | **${seconds(run.first)}** (${run.report.created} created) | ${seconds(run.again)} (${run.againReport.unchanged} unchanged) | ${run.first < 10_000 ? 'met' : 'NOT met'} |`;
  const mathsScripts = screen.files.filter((file) => file.drawsMaths);
  const total = screen.files.reduce((sum, file) => sum + file.size, 0);
  return `## Questions as content: imports, and maths on the question screen

\`pnpm content import\` on a database prepared beforehand, timed as a user runs it (the whole
command: start, reading, every text drawn to MathML on the server, storing). The questions are
JEE-style limits, integrals, matrices, derivatives and chemical equations in LaTeX (scripts/bench-content.mjs
computes each key), in English and Hindi for the CSV, English for Moodle XML.

| file | questions | first import | the same file again | target < 10 s |
|---|---|---|---|---|
${row('1,000-question CSV (template)', imports.csv)}
${row('500-question Moodle XML', imports.moodle)}

The question screen of a 20-question paper of those questions (published through \`pnpm content
import --publish\`), visited question by question with Save & Next on a phone over slow 4G:
MathML elements drawn per question ${Math.min(...screen.mathsPerQuestion)}–${Math.max(...screen.mathsPerQuestion)}; **${mathsScripts.length} maths scripts loaded**
(${mathsScripts.length === 0 ? 'met' : `NOT met: ${mathsScripts.map((file) => file.name).join(', ')}`}); ${screen.files.length} scripts in all, ${kB(total)} kB gzip -9 (the plain
question screen's figure is in the section above: maths adds no script).
${measuredOn}
`;
}
