import { describe, expect, it } from 'vitest';
import { assessPassword } from './passwordStrength';

const owner = { name: 'Ravi Kumar', email: 'ravi.kumar2001@example.in', phone: '9123456789' };

describe('the browser’s password assessment', () => {
  it.each([
    ['password', 'weakCommon', 'common'],
    ['12345678', 'weakCommon', 'common'],
    ['aaaaaaaa', 'weakCommon', 'common'],
    ['Password1', 'weakCommon', 'common'],
    ['ravi.kumar2001', 'weakPersonal', 'personal'],
    ['my number 9123456789', 'weakPersonal', 'personal'],
  ] as const)('refuses %j as the server does (%s)', (password, verdict, problem) => {
    expect(assessPassword(password, owner)).toEqual({ verdict, problem });
  });

  it('says a short one is too short, without refusing it for a rule', () => {
    expect(assessPassword('Tq8-mz', owner)).toEqual({ verdict: 'tooShort', problem: null });
  });

  it('grades the rest weak, fair or strong', () => {
    expect(assessPassword('saffron kites over the ghats at dawn', owner)).toEqual({ verdict: 'strong', problem: null });
    expect(assessPassword('qwertyuiop1', owner).verdict).toMatch(/^weak/);
    expect(['weak', 'fair']).toContain(assessPassword('ghats2024', owner).verdict);
  });
});
