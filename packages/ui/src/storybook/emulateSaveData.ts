/**
 * Makes the browser say the reader is saving data (Chrome's Lite mode), as `navigator.connection`
 * would; a story's `beforeEach` that takes the stand-in away afterwards (the real one is the
 * prototype's).
 */
export function emulateSaveData() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, effectiveType: '4g', addEventListener: () => {}, removeEventListener: () => {} },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'connection');
  };
}
