import type { HelpRequestListItem } from './HelpRequestList';

/** Requests in every status, newest first. */
export function sampleHelpRequests(): HelpRequestListItem[] {
  return [
    {
      id: 42,
      reference: 'PRK-H-000042',
      message: 'My SSC CGL mock test stopped at question 14. How do I continue it?\nI was on the Quantitative Aptitude section.\nThe timer kept running.',
      status: 'open',
      createdAt: '2026-11-24T08:00:00.000Z',
    },
    {
      id: 37,
      reference: 'PRK-H-000037',
      message: 'I paid for the Annual plan but the dashboard still shows the free trial.',
      status: 'in_progress',
      createdAt: '2026-11-20T13:45:00.000Z',
    },
    {
      id: 12,
      reference: 'PRK-H-000012',
      message: 'Please add Hindi captions to the reasoning videos.',
      status: 'resolved',
      createdAt: '2026-10-02T04:30:00.000Z',
    },
  ];
}
