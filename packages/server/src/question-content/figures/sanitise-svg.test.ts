import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './sanitise-svg.js';

// An uploaded SVG keeps its drawing and loses everything that runs, or loads from elsewhere.

const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="http://evil.example/x.css"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     viewBox="0 0 200 100" width="200" height="100" onload="alert(1)">
  <script>alert('script')</script>
  <style>@import url(http://evil.example/a.css); .x { fill: url(http://evil.example/p.svg#p) }</style>
  <style>.label { font-size: 12px }</style>
  <defs>
    <linearGradient id="shade"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#ff0000"/></linearGradient>
    <path id="tick" d="M0 0 L10 0"/>
  </defs>
  <rect x="0" y="0" width="200" height="100" fill="url(#shade)" onclick="steal()"/>
  <circle cx="20" cy="20" r="5" style="fill: url('http://evil.example/f.svg#a')"/>
  <circle cx="40" cy="20" r="5" style="fill: u\\72l(http://evil.example/b)"/>
  <circle cx="60" cy="20" r="5" fill="url(http://evil.example/c.svg#d)"/>
  <foreignObject width="100" height="50"><div xmlns="http://www.w3.org/1999/xhtml">hello</div></foreignObject>
  <a href="javascript:alert(1)"><text class="label" x="10" y="90">त्रिभुज ABC</text></a>
  <a xlink:href="https://evil.example/"><text x="100" y="90">link</text></a>
  <image xlink:href="http://evil.example/pixel.png" width="1" height="1"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>
  <use href="#tick"/>
  <use xlink:href="http://evil.example/sprite.svg#icon"/>
  <animate attributeName="href" to="javascript:alert(1)"/>
  <set attributeName="onclick" to="alert(1)"/>
</svg>`;

const encode = (text: string) => new TextEncoder().encode(text);

async function sanitised(text: string): Promise<string> {
  const result = await sanitiseSvg('figure.svg', encode(text));
  if (!result.ok) throw new Error(result.message);
  return result.svg.toString('utf8');
}

describe('sanitiseSvg', () => {
  it('removes scripts, event handlers, foreignObject, animation and every outside reference', async () => {
    const svg = await sanitised(hostile);
    expect(svg).not.toMatch(/<script|onload|onclick|foreignObject|<animate|<set|javascript:|evil\.example|@import|u\\72l|svg\+xml;base64/i);
    expect(svg).not.toContain('xml-stylesheet');
    expect(svg).not.toContain('DOCTYPE');
  });

  it('keeps the drawing: viewBox, shapes, local references, inline pictures, text and harmless CSS', async () => {
    const svg = await sanitised(hostile);
    expect(svg).toContain('viewBox="0 0 200 100"');
    expect(svg).toContain('fill="url(#shade)"');
    expect(svg).toContain('<use href="#tick"/>');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).toContain('त्रिभुज ABC');
    expect(svg).toContain('.label { font-size: 12px }');
  });

  it('still draws: the red rectangle fills the picture once sanitised', async () => {
    const { data } = await sharp(Buffer.from(await sanitised(hostile))).raw().toBuffer({ resolveWithObject: true });
    // The top left pixel (outside the small circles) is the gradient's red.
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });

  it('reads the size from width and height, or the viewBox, and adds a missing viewBox', async () => {
    const sized = async (svg: string) => {
      const result = await sanitiseSvg('s.svg', encode(svg));
      return result.ok ? { width: result.width, height: result.height, svg: result.svg.toString() } : result.message;
    };
    const ns = 'xmlns="http://www.w3.org/2000/svg"';
    expect(await sized(`<svg ${ns} viewBox="0 0 300 150"/>`)).toMatchObject({ width: 300, height: 150 });
    expect(await sized(`<svg ${ns} viewBox="0 0 3000 1500"/>`)).toMatchObject({ width: 1080, height: 540 });
    expect(await sized(`<svg ${ns} width="400" viewBox="0 0 300 150"/>`)).toMatchObject({ width: 400, height: 200 });
    expect(await sized(`<svg ${ns} width="1in" height="0.5in"/>`)).toMatchObject({ width: 96, height: 48, svg: expect.stringContaining('viewBox="0 0 96 48"') });
    expect(await sized(`<svg ${ns} width="100%" height="100%"/>`)).toMatch(/neither a width and height nor a viewBox/);
    expect(await sized(`<svg ${ns} width="7000" height="10"/>`)).toMatch(/at most 6,000 pixels on a side/);
  });

  it('refuses what cannot be read as an SVG, with a plain message', async () => {
    const refused = async (text: string | Uint8Array) => {
      const result = await sanitiseSvg('broken.svg', typeof text === 'string' ? encode(text) : text);
      return result.ok ? 'accepted' : result.message;
    };
    expect(await refused('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toMatch(
      /^'broken\.svg' cannot be read as an SVG \(line 1, column \d+: .+\)\. Save it again/,
    );
    expect(await refused('<html><body>not a drawing</body></html>')).toMatch(/is not an SVG drawing/);
    expect(await refused('<svg viewBox="0 0 1 1"/>')).toMatch(/is not an SVG drawing: it must start with <svg xmlns=/);
    expect(await refused(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toMatch(/not an SVG saved as UTF-8/);
  });
});
