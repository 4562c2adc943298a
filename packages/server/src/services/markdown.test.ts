import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and GFM tables', () => {
    const html = renderMarkdown(
      '# अध्याय 4: प्रतिशत\n\n*From* a **book**\n\n- one\n- two\n\n| Fraction | % |\n|---|---|\n| 1/2 | 50% |\n',
    );
    expect(html).toContain('<h1>अध्याय 4: प्रतिशत</h1>');
    expect(html).toContain('<p><em>From</em> a <strong>book</strong></p>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Fraction<\/th>[\s\S]*<td>1\/2<\/td>\s*<td>50%<\/td>[\s\S]*<\/table>/);
  });

  it('shows raw HTML as text, block and inline', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<div onclick="x()">hi</div>\n\nText <img src=x onerror=alert(1)> and <b>bold</b>.\n',
    );
    expect(html).not.toMatch(/<script|<div|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;');
    expect(html).toContain('Text &lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;bold&lt;/b&gt;.');
  });

  it('keeps http(s), mailto, site and fragment links, escaping their attributes', () => {
    const html = renderMarkdown(
      '[RBI](https://rbi.org.in/?a=1&b="2" "Reserve \\"Bank\\"") [mail](mailto:help@pariksha.in) [plans](/subscription-plans) [top](#top)',
    );
    expect(html).toContain('<a href="https://rbi.org.in/?a=1&amp;b=&quot;2&quot;" title="Reserve &quot;Bank&quot;">RBI</a>');
    expect(html).toContain('<a href="mailto:help@pariksha.in">mail</a>');
    expect(html).toContain('<a href="/subscription-plans">plans</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['an entity-hidden javascript:', '[x](&#106;avascript:alert(1))'],
    ['JavaScript: in capitals', '[x](JavaScript:alert(1))'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a vbscript: URL', '[x](vbscript:msgbox(1))'],
    ['an autolink', '<javascript:alert(1)>'],
  ])('drops a link with %s, keeping its text', (_label, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<a |href=/);
    expect(html).not.toMatch(/<script/);
  });

  it('keeps site images and drops others to their alt text', () => {
    expect(renderMarkdown('![A chart](/images/site/why-choose-us.svg)')).toContain(
      '<img src="/images/site/why-choose-us.svg" alt="A chart">',
    );
    const dropped = renderMarkdown('![A "chart"](javascript:alert(1))');
    expect(dropped).not.toContain('<img');
    expect(dropped).toContain('A &quot;chart&quot;');
  });

  it('escapes code', () => {
    expect(renderMarkdown('`<b>` and\n\n```\n<script>\n```\n')).not.toMatch(/<b>|<script>/);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
