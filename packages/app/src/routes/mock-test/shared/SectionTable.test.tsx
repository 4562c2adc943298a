import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionTable } from './SectionTable';

// The layout switch (table ↔ cards) is CSS, checked in Chromium by e2e/mock-test-every-paper.spec.ts;
// here: what a screen reader is given, at every width.

function renderResult() {
  render(
    <>
      <h2 id="results">Your Test Results</h2>
      <SectionTable
        labelledBy="results"
        columns={['Section Name', 'Attempted', 'Correct', 'Wrong', 'Score', 'Time Spent']}
        rows={[
          { key: 'r', name: 'Reasoning', values: ['2/25', '1', '1', '1.5', '00:01:10'] },
          { key: 'total', name: 'Total', values: ['2/100', '1', '1', '1.5', '00:01:10'], total: true },
        ]}
      />
    </>,
  );
}

describe('SectionTable', () => {
  it('is a table named by its heading, with the spec’s column names as column headers', () => {
    renderResult();
    const table = screen.getByRole('table', { name: 'Your Test Results' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Section Name',
      'Attempted',
      'Correct',
      'Wrong',
      'Score',
      'Time Spent',
    ]);
  });

  it('gives each row its section as row header and each cell only its value (the repeated column name is for the eye)', () => {
    renderResult();
    const row = screen.getByRole('row', { name: /^Reasoning/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Reasoning');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    // The visible label is in the cell but hidden from assistive technology.
    expect(within(cells[3] as HTMLElement).getByText('Score')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cells[3] as HTMLElement).getByText('1.5')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('2/100');
  });
});
