import { describe, expect, it } from 'vitest';
import { groupedSecret, recoveryCodesFile, svgImageSource } from './enrolmentText';

describe('enrolment text', () => {
  it('groups the secret by four for typing by hand', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABC DE')).toBe('ABCD E');
    expect(groupedSecret('')).toBe('');
  });

  it('writes the recovery codes one a line between the title and the note', () => {
    expect(recoveryCodesFile('Codes for a@b.in', 'Each works once.', ['abcde-fghij', 'kmnpq-rstuv'])).toBe(
      'Codes for a@b.in\n\nabcde-fghij\nkmnpq-rstuv\n\nEach works once.\n',
    );
  });

  it('makes an image address of an SVG, escaped', () => {
    expect(svgImageSource('<svg a="1"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E');
  });
});
