import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

const years = [2016, 2015, 2005, 2004, 2003];

function Controlled({ initial, locale, onChange }: { initial: string; locale: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Date of Birth"
      name="dob"
      locale={locale}
      years={years}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows a saved date as day, month name and year in the reader’s locale', () => {
    render(<Controlled initial="2004-08-15" locale="hi-IN" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('15');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('अगस्त');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2004');
  });

  it('builds YYYY-MM-DD from the three parts and keeps a part-chosen date', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" locale="en-IN" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
    expect(onChange).toHaveBeenLastCalledWith('--31');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'January');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2005');
    expect(onChange).toHaveBeenLastCalledWith('2005-01-31');
    // February has no 31st: the day is chosen again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    expect(onChange).toHaveBeenLastCalledWith('2005-02-');
    expect(screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option')).toHaveLength(29);
  });

  it('marks every part invalid and reads the error with each', () => {
    render(
      <DateField label="Date of Birth" name="dob" locale="en-IN" years={years} value="2004--" onChange={() => undefined} error="Choose the day, month and year of your date of birth." />,
    );
    for (const part of ['Day', 'Month', 'Year']) {
      const select = screen.getByRole('combobox', { name: part });
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription(expect.stringContaining('Choose the day, month and year of your date of birth.'));
    }
  });
});
