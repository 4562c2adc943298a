import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { decodePlanDetails, fetchSubscriptionPlans } from './fetchSubscriptionPlans';

/** An axios instance whose transport answers with `body` (the shape rules are what is tested here). */
function apiAnswering(body: unknown) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => ({
    data: body,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return axios.create({ adapter });
}

const gold = {
  id: 2,
  plan_name: 'GOLD',
  plan_type: 'Most Popular',
  price_annually: 2499,
  price_monthly: 349,
  plan_description: 'Everything for one exam family',
  plan_details: JSON.stringify(['All SSC mock tests', 'All-India rank after every test']),
};

describe('decodePlanDetails', () => {
  it('decodes the JSON-encoded feature list', () => {
    expect(decodePlanDetails('["A","B"]')).toEqual(['A', 'B']);
  });
  it.each([undefined, null, '', '   ', 'not json', '{"a":1}', '42'])('reads %j as no features', (value) => {
    expect(decodePlanDetails(value)).toEqual([]);
  });
  it('drops entries that are not text', () => {
    expect(decodePlanDetails('["A", 3, null, "B"]')).toEqual(['A', 'B']);
  });
});

describe('fetchSubscriptionPlans', () => {
  it('returns the plans with decoded features', async () => {
    const plans = await fetchSubscriptionPlans(apiAnswering({ result: 1, data: [gold] }));
    expect(plans).toEqual([
      {
        id: 2,
        name: 'GOLD',
        badge: 'Most Popular',
        priceAnnually: 2499,
        priceMonthly: 349,
        description: 'Everything for one exam family',
        features: ['All SSC mock tests', 'All-India rank after every test'],
      },
    ]);
  });

  it('reads an empty or missing plan_type as no badge', async () => {
    const plans = await fetchSubscriptionPlans(apiAnswering({ result: 1, data: [{ ...gold, plan_type: null }, { ...gold, plan_type: ' ' }] }));
    expect(plans.map((plan) => plan.badge)).toEqual([null, null]);
  });

  it('keeps an empty list empty (the page shows its empty state)', async () => {
    await expect(fetchSubscriptionPlans(apiAnswering({ result: 1, data: [] }))).resolves.toEqual([]);
  });

  it.each([
    ['result is not 1', { result: 0, data: [gold] }],
    ['data is not an array', { result: 1, data: { plans: [gold] } }],
    ['the body is not an envelope', 'Service unavailable'],
  ])('fails with "No subscription plans found" when %s', async (_case, body) => {
    await expect(fetchSubscriptionPlans(apiAnswering(body))).rejects.toThrow('No subscription plans found');
  });

  it('passes the api client’s rejection value through', async () => {
    const failing = axios.create({
      adapter: async () => {
        throw new ApiError('Network error');
      },
    });
    await expect(fetchSubscriptionPlans(failing)).rejects.toThrow('Network error');
  });

  it('stores "Failed to fetch subscriptions" when a failure carries no message', async () => {
    const failing = axios.create({
      adapter: async () => {
        throw new Error('');
      },
    });
    await expect(fetchSubscriptionPlans(failing)).rejects.toThrow('Failed to fetch subscriptions');
  });
});
