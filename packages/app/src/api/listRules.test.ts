import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { fetchList } from './fetchList';
import { categoryExamsRule, listRules } from './listRules';

function answering(body: unknown) {
  const adapter: AxiosAdapter = async (config) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
  return axios.create({ adapter });
}
function failingWith(error: Error) {
  return axios.create({
    adapter: async () => {
      throw error;
    },
  });
}

const item = { id: 1 };

describe('list shape rules (spec section 5) and their messages (section 8)', () => {
  const accepted: Array<[keyof typeof listRules, unknown]> = [
    ['languages', { result: 1, data: [item] }],
    ['categories', { result: 1, data: { data: [item] } }],
    ['courses', { result: 1, data: [item] }],
    ['faqs', { result: 1, data: [item] }],
    ['faqs', [item]],
    ['testimonials', { result: 1, data: [item] }],
    ['testimonials', { result: 1, data: { data: [item] } }],
    ['teachers', { result: 1, data: { data: [item], message: 'Learn from the best' } }],
    ['teachers', { result: 1, data: { data: { data: [item] } } }],
    ['exams', { result: 1, data: [item] }],
  ];
  it.each(accepted)('%s accepts %j', async (list, body) => {
    await expect(fetchList(answering(body), listRules[list])).resolves.toEqual([item]);
  });

  const rejected: Array<[keyof typeof listRules, unknown, string]> = [
    ['languages', { result: 1, data: {} }, 'No language data found'],
    ['categories', { result: 1, data: [item] }, 'No categories found'],
    ['courses', { result: 1, data: { data: [item] } }, 'Invalid response structure'],
    ['faqs', { result: 1, data: 'none' }, 'No FAQ data found'],
    ['testimonials', { result: 1, data: { items: [item] } }, 'No testimonials found'],
    ['teachers', { result: 1, data: [item] }, 'No teacher data found in response'],
    ['exams', { result: 1 }, 'Failed to fetch exams'],
  ];
  it.each(rejected)('%s rejects %j with "%s"', async (list, body, message) => {
    await expect(fetchList(answering(body), listRules[list])).rejects.toThrow(message);
  });

  const failed: Array<[keyof typeof listRules, string]> = [
    ['languages', 'Failed to fetch languages'],
    ['categories', 'Failed to fetch categories'],
    ['courses', 'Failed to fetch courses'],
    ['faqs', 'Failed to fetch FAQs'],
    ['testimonials', 'Failed to fetch testimonials'],
    ['teachers', 'Failed to fetch teachers'],
    ['exams', 'Failed to fetch exams'],
  ];
  it.each(failed)('%s stores "%s" when a failure has no message', async (list, message) => {
    await expect(fetchList(failingWith(new Error('')), listRules[list])).rejects.toThrow(message);
  });

  it('passes the api client’s rejection value through', async () => {
    await expect(fetchList(failingWith(new ApiError('Network error')), listRules.courses)).rejects.toThrow('Network error');
  });

  it('asks for one category’s exams with its own message', async () => {
    const rule = categoryExamsRule('7');
    expect(rule.path).toBe('/getExamsByCategory/7');
    await expect(fetchList(answering({ result: 1, data: {} }), rule)).rejects.toThrow('Failed to fetch category exams');
    await expect(fetchList(failingWith(new Error('')), rule)).rejects.toThrow('Failed to fetch category exams');
  });
});
