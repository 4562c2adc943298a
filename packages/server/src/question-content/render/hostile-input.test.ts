import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { aptitudeBank } from '../../seed/questions/aptitude/index.js';
import { jeeBank } from '../../seed/questions/jee/index.js';
import { richTextAllowlist } from './html-allowlist.js';
import { plainToMarkdown } from './plain-to-markdown.js';
import { renderRichText } from './render-rich-text.js';

const figures = () => ({ src: '/media/figures/a.png', width: 10, height: 10, sources: [] });

/** Both through one serialiser, so only what the allowlist removed can differ. */
const asSerialised = (html: string) => sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true });

/** The HTML holds nothing the allowlist would remove: no element, attribute, class, style or address outside it. */
function expectWithinAllowlist(html: string) {
  expect(asSerialised(sanitizeHtml(html, richTextAllowlist))).toBe(asSerialised(html));
}

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '[x](javascript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](jav&#x09;ascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](figure:a.png)',
  '<math><mi onclick="alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)"><mi>x</mi></math>',
  '<math><mrow href="javascript:alert(1)" xlink:href="javascript:alert(2)"><mi>x</mi></mrow></math>',
  '<math><semantics><mi>x</mi><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></semantics></math>',
  '<math><mtext><svg><script>alert(1)</script></svg></mtext></math>',
  '<math><svg><a href="javascript:alert(1)"><text>x</text></a></svg></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi style="background:url(https://evil.example/x)">x</mi></math>',
  '<math><mi style="position:fixed;top:0;left:0;width:100vw">x</mi></math>',
  '<math><mi class="pk-table tml-x evil">x</mi></math>',
  '<math><maction actiontype="statusline"><mi>x</mi><mtext>javascript:alert(1)</mtext></maction></math>',
  '<math><mi>&lt;script&gt;alert(1)&lt;/script&gt;</mi></math>',
  '<MATH><MI ONCLICK="alert(1)">x</MI></MATH>',
  '<math><mi>x</mi>',
  '$\\href{javascript:alert(1)}{x}$',
  '$\\htmlClass{pk-table}{x}$ $\\htmlStyle{color:red}{x}$ $\\htmlId{x}{y}$ $\\htmlData{a=b}{x}$',
  '$\\text{<img src=x onerror=alert(1)>}$',
  '$\\color{red" onload="alert(1)}{x}$',
  '$\\includegraphics{https://evil.example/x.png}$',
  '\\ce{<script>alert(1)</script>}',
  '$$\\def\\a{\\a}\\a$$',
  '\uE0000\uE001 $x$ \uE000',
  '&lt;script&gt; &#60;script&#62; &#x3C;img src=x onerror=alert(1)&#x3E;',
  '| <script>x</script> | b |\n|---|---|\n| 1 | 2 |',
];

describe('renderRichText: hostile sources', () => {
  it.each(hostile)('%s', (source) => {
    const { html } = renderRichText(source, { figures });
    expectWithinAllowlist(html);
    expect(html).not.toMatch(/<(?:script|style|iframe|svg|annotation-xml|mglyph|img src="x")/i);
    // Shown as text a hostile source may be; inside a tag, never.
    for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
      for (const [, name, value] of tag.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
        expect(name).not.toMatch(/^(?:on|xlink|xmlns)|:/i);
        if (name === 'href' || name === 'src') expect(value).toMatch(/^(?:https:\/\/|mailto:|\/media\/)/);
        expect(value).not.toMatch(/javascript|data:|url\(|position:\s*fixed/i);
      }
    }
  });

  it('keeps the MathML a QTI import brings, cut to MathML Core', () => {
    const { html, problems } = renderRichText(
      '<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac><mspace width="1em"/><mi>x</mi><none/></math>',
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<p><span class="pk-display"><math display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac><mspace width="1em"></mspace><mi>x</mi><none></none></math></span></p>',
    );
  });

  it('reports a MathML island that holds nothing it may show', () => {
    expect(renderRichText('<math><svg></svg></math>').problems).toEqual(['A MathML formula held nothing that can be shown, so it was left out.']);
  });
});

describe('renderRichText: within the allowlist for every seeded text', () => {
  it('every question of the aptitude and JEE banks, in both languages', () => {
    for (const question of [...aptitudeBank.questions, ...jeeBank.questions]) {
      for (const words of Object.values(question.translations)) {
        for (const text of [words.direction ?? '', words.text, ...(words.options ?? []), words.explanation]) {
          expectWithinAllowlist(renderRichText(plainToMarkdown(text)).html);
        }
      }
    }
  });

  it('a question with every construct', () => {
    const { html, problems } = renderRichText(
      '# Read\n\nIf $f(x) = \\frac{x^2}{2}$ and **bold** *em* ~~gone~~ `code`\n\n$$\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2} \\tag{1}$$\n\n' +
        '1. $\\ce{2H2 + O2 -> 2H2O}$\n2. $\\cancel{x}\\vec{v}\\hat{i}\\mathcal{A}\\color{blue}{y}\\boxed{z}$\n\n> quoted\n\n---\n\n' +
        '| a | b |\n|:--|--:|\n| 1 | 2 |\n\n![A figure](figure:a.png) [link](https://example.org "title")',
      { figures },
    );
    expect(problems).toEqual([]);
    expectWithinAllowlist(html);
  });
});
