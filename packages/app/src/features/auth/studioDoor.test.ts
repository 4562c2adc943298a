import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrolmentChallenge, forgetEnrolment, isStudioPath, openEnrolment } from './studioDoor';

describe('the door to the studio', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('knows the studio\'s addresses, and no learner\'s page among them', () => {
    expect(isStudioPath('/studio')).toBe(true);
    expect(isStudioPath('/studio/')).toBe(true);
    expect(isStudioPath('/studio/questions/alg-001')).toBe(true);
    expect(isStudioPath('/studio?lang=hi')).toBe(true);
    expect(isStudioPath('/studios')).toBe(false);
    expect(isStudioPath('/dashboard/studio')).toBe(false);
    expect(isStudioPath('/')).toBe(false);
  });

  it('hands the enrolment challenge over in this tab until it is spent', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    expect(enrolmentChallenge()).toBeNull();
    openEnrolment('chal-1');
    expect(assign).toHaveBeenCalledWith('/studio/security');
    expect(enrolmentChallenge()).toBe('chal-1');
    // A reload of the enrolment page still has it.
    expect(enrolmentChallenge()).toBe('chal-1');
    forgetEnrolment();
    expect(enrolmentChallenge()).toBeNull();
  });
});
