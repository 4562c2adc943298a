import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@pariksha/contract/responses';
import { createQueryClient } from '../../appStore';
import { decodePlanDetails, toPlanView } from './planView';
import { subscriptionPlansQuery } from './queries';

const gold: SubscriptionPlan = {
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

describe('toPlanView', () => {
  it('shows the provider’s fields with decoded features', () => {
    expect(toPlanView(gold)).toEqual({
      id: 2,
      name: 'GOLD',
      badge: 'Most Popular',
      priceAnnually: 2499,
      priceMonthly: 349,
      description: 'Everything for one exam family',
      features: ['All SSC mock tests', 'All-India rank after every test'],
    });
  });
  it('reads an empty or missing plan_type as no badge', () => {
    expect([toPlanView({ ...gold, plan_type: null }).badge, toPlanView({ ...gold, plan_type: ' ' }).badge]).toEqual([null, null]);
  });
});

describe('subscriptionPlansQuery', () => {
  function scopeAnswering(body: unknown) {
    const adapter: AxiosAdapter = async (config) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
    return { api: axios.create({ adapter }), language: 'hi', learner: null };
  }

  it('owns its key, in the scope’s language', () => {
    expect(subscriptionPlansQuery(scopeAnswering(null)).queryKey).toEqual(['subscriptions', 'hi']);
  });

  it('fetches the plans as the cards show them, and keeps an empty list empty', async () => {
    const fetchPlans = (body: unknown) => createQueryClient().fetchQuery(subscriptionPlansQuery(scopeAnswering(body)));
    await expect(fetchPlans({ result: 1, data: [gold] })).resolves.toEqual([toPlanView(gold)]);
    await expect(fetchPlans({ result: 1, data: [] })).resolves.toEqual([]);
    await expect(fetchPlans({ result: 1, data: { plans: [gold] } })).rejects.toThrow('No subscription plans found');
    await expect(fetchPlans('Service unavailable')).rejects.toThrow('No subscription plans found');
  });
});
