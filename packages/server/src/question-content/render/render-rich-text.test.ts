import { describe, expect, it } from 'vitest';
import type { FigureResolver } from '../figure-sources.js';
import { renderRichText } from './render-rich-text.js';

const triangle = {
  src: '/media/figures/q1/triangle.png',
  width: 480,
  height: 300,
  sources: [
    { type: 'image/avif', srcset: '/media/figures/q1/triangle-360.avif 360w, /media/figures/q1/triangle-720.avif 720w' },
    { type: 'image/webp', srcset: '/media/figures/q1/triangle-360.webp 360w, /media/figures/q1/triangle-720.webp 720w' },
  ],
};
const figures: FigureResolver = (name) => (name === 'triangle.png' ? triangle : undefined);

describe('renderRichText: maths', () => {
  it('draws inline TeX to MathML inside its paragraph', () => {
    const { html, problems } = renderRichText('Evaluate $\\lim_{x \\to 0} \\frac{1 - \\cos 4x}{x^2}$.');
    expect(problems).toEqual([]);
    expect(html).toMatch(/^<p>Evaluate <math aria-label="lim_\(x→0\) \(1−cos 4x\)\/\(x\^2\)"><mrow><msub><mi>lim<\/mi>/);
    expect(html).toContain('<mfrac>');
    expect(html).toMatch(/<\/math>\.<\/p>$/);
  });

  it('draws $$…$$ as display maths in a box that may scroll sideways', () => {
    const { html } = renderRichText('$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$');
    expect(html).toMatch(/^<p><span class="pk-display"><math aria-label="[^"]+" display="block" class="tml-display" style="display:block math;">/);
  });

  it('draws mhchem chemistry, inside dollars or on its own', () => {
    const inside = renderRichText('$\\ce{2H2 + O2 -> 2H2O}$');
    const alone = renderRichText('\\ce{2H2 + O2 -> 2H2O}');
    expect(inside.problems).toEqual([]);
    expect(inside.html).toContain('<mo stretchy="true" lspace="0" rspace="0">→</mo>');
    expect(alone.html).toBe(inside.html);
  });

  it('keeps TeX away from Markdown: underscores, stars and table pipes stay maths', () => {
    const { html, problems } = renderRichText('| x | value |\n|---|---|\n| $|a_1 * b_2|$ | 3 |');
    expect(problems).toEqual([]);
    expect(html).toContain('<td><math aria-label="|a1∗b2|"><mrow><mi>|</mi><msub><mi>a</mi><mn>1</mn></msub><mo>∗</mo>');
    expect(html).not.toContain('<em>');
  });

  it('reports TeX it cannot read, quoting it, and shows the source instead', () => {
    const { html, problems } = renderRichText('Find $\\frac{1}{$ now, and $\\foo$.');
    expect(problems).toEqual([
      "The maths `\\frac{1}{` could not be read: Unexpected end of input in a macro argument, expected '}'.",
      'The maths `\\foo` could not be read: Unsupported function name: \\foo.',
    ]);
    expect(html).toBe('<p>Find <code class="pk-maths-error">$\\frac{1}{$</code> now, and <code class="pk-maths-error">$\\foo$</code>.</p>');
  });

  it('refuses TeX that would link or load (\\href, \\url, \\includegraphics)', () => {
    for (const tex of ['\\href{javascript:alert(1)}{x}', '\\url{https://evil.example}', '\\includegraphics{x.png}']) {
      const { html, problems } = renderRichText(`$${tex}$`);
      expect(problems).toHaveLength(1);
      expect(html).not.toMatch(/href=|src=/);
    }
  });
});

describe('renderRichText: dollars as money (Pandoc’s rule)', () => {
  // Opening `$`: a non-space right after. Closing `$`: a non-space right before, no digit right after.
  it.each([
    ['₹50 or $5', '<p>₹50 or $5</p>'],
    ['$20,000 and $30,000', '<p>$20,000 and $30,000</p>'],
    ['It costs $ 5 and $ 6', '<p>It costs $ 5 and $ 6</p>'],
    ['between $5 and $6 each', '<p>between $5 and $6 each</p>'],
    ['escaped \\$x\\$ stays text', '<p>escaped $x$ stays text</p>'],
    ['`$x$` in code', '<p><code>$x$</code> in code</p>'],
  ])('%s', (source, expected) => {
    const { html, problems } = renderRichText(source);
    expect(html).toBe(expected);
    expect(problems).toEqual([]);
  });

  it('still reads maths beside money: the first `$` after an opening one must close it', () => {
    const { html } = renderRichText('Pay $5 if $x > 2$.');
    expect(html).toMatch(/^<p>Pay \$5 if <math aria-label="x&gt;2"><mrow><mi>x<\/mi><mo>&gt;<\/mo><mn>2<\/mn><\/mrow><\/math>\.<\/p>$/);
  });
});

describe('renderRichText: Markdown', () => {
  it('keeps line breaks, paragraphs, emphasis, lists and tables', () => {
    const { html } = renderRichText(
      'Statement: A > B\nConclusions: I. A > D\n\n*em* **strong**\n\n1. one\n2. two\n\n- a\n- b\n\n| College | 2021 |\n|---|--:|\n| P | 450 |',
    );
    expect(html).toContain('<p>Statement: A &gt; B<br>Conclusions: I. A &gt; D</p>');
    expect(html).toContain('<p><em>em</em> <strong>strong</strong></p>');
    expect(html).toContain('<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
    expect(html).toContain('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(html).toContain(
      '<div class="pk-table" role="region" aria-label="Table"><table><thead><tr><th>College</th><th align="right">2021</th></tr></thead><tbody><tr><td>P</td><td align="right">450</td></tr></tbody></table></div>',
    );
  });

  it('names a table’s region in the text’s language', () => {
    expect(renderRichText('| क | ख |\n|---|---|\n| 1 | 2 |', { lang: 'hi' }).html).toContain('aria-label="तालिका"');
  });

  it('draws an option inline, without a paragraph', () => {
    expect(renderRichText('$\\frac{1}{2}$ of *it*', { inline: true }).html).toBe(
      '<math aria-label="1/2"><mfrac><mn>1</mn><mn>2</mn></mfrac></math> of <em>it</em>',
    );
  });

  it('turns a heading into a bold paragraph, so a question cannot break the page outline', () => {
    expect(renderRichText('# Directions').html).toBe('<p><strong>Directions</strong></p>');
  });

  it('keeps http(s) and mailto links only, and says so', () => {
    const { html, problems } = renderRichText('[RBI](https://rbi.org.in) [mail](mailto:a@b.in) [x](javascript:alert(1)) [y](/local)');
    expect(html).toBe(
      '<p><a href="https://rbi.org.in" rel="noopener noreferrer">RBI</a> <a href="mailto:a@b.in" rel="noopener noreferrer">mail</a> x y</p>',
    );
    expect(problems).toEqual([
      'The link to javascript:alert(1) was left out: only http(s) and mailto links are kept.',
      'The link to /local was left out: only http(s) and mailto links are kept.',
    ]);
  });
});

describe('renderRichText: figures', () => {
  it('draws a figure as a sized, lazy <picture> with modern formats first', () => {
    const { html, problems } = renderRichText('![A right triangle with sides 3, 4 and 5](figure:triangle.png)', { figures });
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<p><picture class="pk-figure">' +
        '<source type="image/avif" srcset="/media/figures/q1/triangle-360.avif 360w, /media/figures/q1/triangle-720.avif 720w" sizes="(min-width: 800px) 760px, 100vw">' +
        '<source type="image/webp" srcset="/media/figures/q1/triangle-360.webp 360w, /media/figures/q1/triangle-720.webp 720w" sizes="(min-width: 800px) 760px, 100vw">' +
        '<img src="/media/figures/q1/triangle.png" width="480" height="300" alt="A right triangle with sides 3, 4 and 5" loading="lazy" decoding="async">' +
        '</picture></p>',
    );
  });

  it('requires alt text, and reports a figure the question does not hold', () => {
    const { html, problems } = renderRichText('![](figure:triangle.png) ![Graph](figure:graph.png)', { figures });
    expect(problems).toEqual(['Figure triangle.png has no alt text.', "Figure graph.png is not one of the question's figures."]);
    expect(html).toContain('alt=""');
    expect(html).toContain('<span class="pk-missing-figure">Graph</span>');
  });

  it('keeps maths in an alt text readable', () => {
    expect(renderRichText('![Graph of $y = x^2$](figure:triangle.png)', { figures }).html).toContain('alt="Graph of $y = x^2$"');
  });

  it('never loads a picture from elsewhere', () => {
    const { html, problems } = renderRichText('![x](https://evil.example/x.png) ![y](data:image/png;base64,AAAA)', { figures });
    expect(html).toBe('<p>x y</p>');
    expect(problems).toHaveLength(2);
  });
});

describe('renderRichText: whole questions', () => {
  it('is deterministic', () => {
    const source = 'If $f(x) = x^2$, then\n\n$$\\int_0^1 f = \\tfrac13$$\n\n| a | b |\n|---|---|\n| $\\ce{H2O}$ | 2 |';
    expect(renderRichText(source, { figures })).toEqual(renderRichText(source, { figures }));
  });

  it('renders a thousand typical questions', () => {
    // Measured here (tsx, outside vitest): these 6,000 texts in about 800 ms cold and 260–330 ms warm;
    // about 225 ms when every formula is already in the cache.
    const rendered: string[] = [];
    for (let n = 1; n <= 1000; n += 1) {
      const words = [
        `A train covers ${n} km in $\\frac{${n}}{${n + 3}}$ hours. Find $v$ when $v^2 = ${n}x + 2$.`,
        `$${n}\\sqrt{2}$`,
        `$\\frac{${n}}{2}$ km/h`,
        `${n + 1} km/h`,
        '$\\ce{H2SO4}$',
        `Speed $= \\dfrac{d}{t}$, so\n\n$$v = \\frac{${n}}{${n + 3}} \\times 60$$\n\n| d | t |\n|---|---|\n| ${n} | ${n + 3} |`,
      ];
      for (const [index, text] of words.entries()) {
        const { html, problems } = renderRichText(text, { inline: index > 0 && index < 5 });
        expect(problems).toEqual([]);
        rendered.push(html);
      }
    }
    expect(rendered.filter((html) => html.includes('<math')).length).toBe(5000);
  });
});
