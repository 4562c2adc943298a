import { describe, expect, it } from 'vitest';
import { commonPasswordMessage, personalPasswordMessage } from '@pariksha/contract/values';
import { accountEn } from '../../i18n/account.en';
import { addMessages, loadCatalogue, translatorFor } from '../../i18n/translate';
import { translatePasswordMessage } from './passwordText';

describe('the server’s password messages in the learner’s language', () => {
  it('shows the contract’s English as it is, and in Hindi for a Hindi reader', async () => {
    addMessages('en', accountEn);
    await loadCatalogue('hi');
    const en = translatorFor('en');
    const hi = translatorFor('hi');
    expect(translatePasswordMessage(en, commonPasswordMessage)).toBe(commonPasswordMessage);
    expect(translatePasswordMessage(en, personalPasswordMessage)).toBe(personalPasswordMessage);
    expect(translatePasswordMessage(hi, commonPasswordMessage)).toBe(
      'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना मुश्किल हो।',
    );
    expect(translatePasswordMessage(hi, personalPasswordMessage)).toBe('अपने पासवर्ड में अपना नाम, ईमेल या फ़ोन नंबर इस्तेमाल न करें।');
    expect(translatePasswordMessage(hi, 'Your current password is not correct.')).toBe('Your current password is not correct.');
    expect(translatePasswordMessage(hi, undefined)).toBeUndefined();
  });
});
