import { describe, expect, it } from 'vitest';
import { banking, civil, medical, railways, ssc } from './catalogueFixtures';
import { splitByPopularity } from './popularCategories';

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('splitByPopularity', () => {
  const categories = [banking, ssc, railways, medical, civil];

  it('calls the categories with the most enrolled learners popular, most first, and keeps the rest in order', () => {
    const courses = [
      { category_id: banking.id, enrolments: 18_000 },
      { category_id: banking.id, enrolments: 3_000 },
      { category_id: ssc.id, enrolments: 24_000 },
      { category_id: railways.id, enrolments: 19_000 },
      { category_id: medical.id, enrolments: 14_000 },
      { category_id: civil.id, enrolments: 9_000 },
    ];
    const { popular, other } = splitByPopularity(categories, courses);
    // Five categories: at most three (half, rounded up) are popular, so 'Other Categories' keeps two.
    expect(ids(popular)).toEqual([ssc.id, banking.id, railways.id]);
    expect(ids(other)).toEqual([medical.id, civil.id]);
  });

  it('never lists a category in both sections, nor loses one', () => {
    const { popular, other } = splitByPopularity(categories, [{ category_id: civil.id, enrolments: 1 }]);
    expect(ids(popular)).toEqual([civil.id]);
    expect(ids(other)).toEqual([banking.id, ssc.id, railways.id, medical.id]);
  });

  it('calls no category popular that nobody has enrolled in', () => {
    const { popular, other } = splitByPopularity(categories, [{ category_id: 99, enrolments: 500 }]);
    expect(popular).toEqual([]);
    expect(ids(other)).toEqual(ids(categories));
  });

  it('shows at most four popular categories', () => {
    const many = [banking, ssc, railways, medical, civil, { ...banking, id: 6 }, { ...banking, id: 7 }, { ...banking, id: 8 }, { ...banking, id: 9 }];
    const courses = many.map((category, index) => ({ category_id: category.id, enrolments: 100 + index }));
    expect(ids(splitByPopularity(many, courses).popular)).toEqual([9, 8, 7, 6]);
  });
});
