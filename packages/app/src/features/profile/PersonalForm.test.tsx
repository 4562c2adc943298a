import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPersonalForm, sampleLearner } from './personalFormTesting';

const learner = sampleLearner({
  dob: '2003-08-15',
  gender: 'Female',
  city: 'New Delhi',
  state: 'Delhi',
  post_code: '110001',
  country: 'India',
});
const renderIn = (language: 'en' | 'hi') => renderPersonalForm(language, { learner });

/** The visible labels and the stored values of one select, as `label=value`. */
function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => `${option.textContent}=${(option as HTMLOptionElement).value}`);
}

describe('the Personal Information options', () => {
  it('read in Hindi for a Hindi reader while the values stay the ones the server stores', async () => {
    await renderIn('hi');
    expect(optionsOf(screen.getByRole('combobox', { name: 'लिंग' }))).toEqual(['महिला=Female', 'पुरुष=Male', 'अन्य=Other']);
    expect(optionsOf(screen.getByRole('combobox', { name: 'शहर' }))).toEqual([
      'नई दिल्ली=New Delhi',
      'मुंबई=Mumbai',
      'बेंगलुरु=Bangalore',
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'राज्य' }))).toEqual([
      'दिल्ली=Delhi',
      'महाराष्ट्र=Maharashtra',
      'कर्नाटक=Karnataka',
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'देश' }))).toEqual(['भारत=India', 'अमेरिका=USA', 'ब्रिटेन=UK']);
    // The saved choices are still chosen, shown in Hindi.
    expect(screen.getByRole('combobox', { name: 'लिंग' })).toHaveValue('Female');
    expect(screen.getByRole('option', { name: 'नई दिल्ली', selected: true })).toBeInTheDocument();
  });

  it('read as the spec writes them in English', async () => {
    await renderIn('en');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Country' }))).toEqual(['India=India', 'USA=USA', 'UK=UK']);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Gender' }))).toEqual(['Female=Female', 'Male=Male', 'Other=Other']);
  });
});
