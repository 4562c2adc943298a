import { describe, expect, it } from 'vitest';
import { featureIcons, isFeatureIconName } from './FeatureIcon';

describe('isFeatureIconName', () => {
  it('knows every drawing by its key', () => {
    for (const name of featureIcons) {
      expect(isFeatureIconName(name)).toBe(true);
    }
  });

  it.each(['', 'Live-Classes', 'live classes', 'hologram-classes', 'toString'])('does not know %j', (name) => {
    expect(isFeatureIconName(name)).toBe(false);
  });
});
