import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { renderPersonalForm } from './personalFormTesting';

describe('the personal details before they are sent', () => {
  it('are checked with the provider’s rules and words, in Hindi for a Hindi reader, and nothing is sent', async () => {
    const requests: InternalAxiosRequestConfig[] = [];
    const api = axios.create({
      adapter: async (config) => {
        requests.push(config);
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await renderPersonalForm('hi', { api });
    const phone = document.querySelector('input[name="phone"]') as HTMLInputElement;
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765');
    await userEvent.type(document.querySelector('input[name="post_code"]') as HTMLInputElement, '11000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'दिन' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'अपडेट करें' }));

    expect(phone).toHaveAccessibleDescription(expect.stringContaining('10 अंकों का भारतीय मोबाइल नंबर लिखें।'));
    expect(screen.getByText('6 अंकों का पिन कोड लिखें।')).toBeInTheDocument();
    expect(screen.getByText('जन्म तिथि का दिन, महीना और साल चुनें।')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // What was typed stays.
    expect(phone).toHaveValue('98765');
  });
});
