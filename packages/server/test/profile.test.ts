import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageOn,
  getProfileResponse,
  isCalendarDate,
  maxAcademicEntries,
  startTrialResponse,
  todayInIndia,
  updateProfileResponse,
  type User,
} from '@pariksha/contract';
import { users } from '../src/db/accounts-schema.js';
import { courseEnrolments, subscriptionPlans, userSubscriptions } from '../src/db/commerce-schema.js';
import { courses } from '../src/db/content-schema.js';
import { fieldMessage, personalDetailsProblems } from '@pariksha/contract/values';
import { call, expectFailure, signUp, uniqueEmail, type SignedUp } from './support/accounts.js';
import { addFixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** `YYYY-MM-DD` `years` years before today in India, plus `days` days. */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe('date rules (no database)', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025-1-1', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('counts whole years', () => {
    expect(ageOn('2010-06-15', '2020-06-14')).toBe(9);
    expect(ageOn('2010-06-15', '2020-06-15')).toBe(10);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it("gives today's date in India", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(todayInIndia(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(todayInIndia(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-01');
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the learner's profile ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const getProfile = async (learner: SignedUp): Promise<User> => {
      const response = await call(server, 'GET', '/getProfile', { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getProfileResponse.parse(response.json()).data.user;
    };

    const update = (learner: SignedUp, payload: unknown, query = '') =>
      call(server, 'PUT', `/updateProfile${query}`, { token: learner.token, payload });

    const planId = async (name: string) => {
      const [plan] = await server.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.planName, name));
      if (plan === undefined) throw new Error(`no ${name} plan in the seed`);
      return plan.id;
    };

    describe('GET /getProfile', () => {
      it('shows a new learner with zero counters and no membership', async () => {
        const learner = await signUp(server, { first_name: 'Meera' });
        const user = await getProfile(learner);
        expect(user).toEqual(learner.user);
        expect(user.stats).toEqual({ courses_purchased: 0, tests_given: 0 });
        expect(user.membership).toBeNull();
        expect(Date.parse(user.created_at)).toBeGreaterThan(Date.now() - 60_000);
      });

      it('counts enrolments and submitted mock tests (not one in progress), each learner separately', async () => {
        const learner = await signUp(server);
        const other = await signUp(server);
        const { db } = server.database;
        const someCourses = await db.select({ id: courses.id }).from(courses).limit(2);
        expect(someCourses).toHaveLength(2);
        await db.insert(courseEnrolments).values(someCourses.map((course) => ({ userId: learner.user.id, courseId: course.id })));
        await db.insert(courseEnrolments).values({ userId: other.user.id, courseId: someCourses[0]?.id ?? 0 });
        // Two tests taken to the end, and a third still in progress.
        const { examId } = await addFixturePaper(db);
        for (const submitted of [true, true, false]) {
          const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: examId } });
          expect(started.statusCode, started.body).toBe(200);
          if (!submitted) continue;
          const attemptId = (started.json() as { data: { attempt_id: string } }).data.attempt_id;
          const done = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } });
          expect(done.statusCode, done.body).toBe(200);
        }
        expect((await getProfile(learner)).stats).toEqual({ courses_purchased: 2, tests_given: 2 });
        expect((await getProfile(other)).stats).toEqual({ courses_purchased: 1, tests_given: 0 });
      });
    });

    describe('PUT /updateProfile', () => {
      const personal = {
        first_name: 'Priya',
        last_name: 'Sharma',
        phone: '+91 91234 56789',
        dob: '2004-08-15',
        gender: 'Female',
        city: 'New Delhi',
        state: 'Delhi',
        post_code: '110 001',
        country: 'India',
      };
      const academic = [
        { course: 'Class 12 (CBSE)', passing_year: 2022, institute: 'Kendriya Vidyalaya, R K Puram', current_percentage: 91.4 },
        { course: 'B.Sc. Mathematics', passing_year: 2025, institute: 'Hindu College', current_percentage: 78 },
      ];

      it('saves personal and academic details and the language, and getProfile shows them', async () => {
        const learner = await signUp(server);
        // A new phone needs the current password (the e-mail is the learner's own, so no change).
        const response = await update(learner, {
          personal,
          academic,
          preferred_language: 'hi',
          current_password: learner.password,
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = updateProfileResponse.parse(response.json());
        // The toast says what was saved: the details that changed, the academic list, the language.
        expect(body.msg).toBe(
          'Your name, phone number, date of birth, gender, city, state, PIN code and country were saved. ' +
            'Academic details saved. Language saved: Hindi.',
        );
        const expectedProfile = {
          ...personal,
          phone: '9123456789',
          post_code: '110001',
          email: learner.email,
        };
        expect(body.data.user).toMatchObject({
          first_name: 'Priya',
          last_name: 'Sharma',
          phone: '9123456789',
          email: learner.email,
          preferred_language: 'hi',
          profile: expectedProfile,
          academic,
        });
        expect(await getProfile(learner)).toEqual(body.data.user);
      });

      it('answers in Hindi for lang=hi', async () => {
        const learner = await signUp(server);
        const response = await update(learner, { personal: { city: 'Patna' } }, '?lang=hi');
        expect(updateProfileResponse.parse(response.json()).msg).toBe('ये विवरण सहेज लिए गए: शहर।');
      });

      it('changes only the fields sent, and null or an empty string clears an optional one', async () => {
        const learner = await signUp(server);
        await update(learner, { personal, academic, current_password: learner.password });
        const onlyCity = updateProfileResponse.parse((await update(learner, { personal: { city: 'Mumbai' } })).json()).data.user;
        expect(onlyCity.profile).toMatchObject({ ...personal, phone: '9123456789', post_code: '110001', city: 'Mumbai' });
        expect(onlyCity.academic).toEqual(academic);

        const cleared = updateProfileResponse.parse(
          (await update(learner, { personal: { last_name: null, dob: '', gender: '', state: null, post_code: '' } })).json(),
        ).data.user;
        expect(cleared.profile).toMatchObject({ last_name: null, dob: null, gender: null, state: null, post_code: null, city: 'Mumbai' });
        expect(cleared.last_name).toBeNull();

        const noAcademic = updateProfileResponse.parse((await update(learner, { academic: [] })).json()).data.user;
        expect(noAcademic.academic).toEqual([]);
        expect(noAcademic.profile.city).toBe('Mumbai');

        // An empty body changes nothing and still answers the learner.
        const unchanged = updateProfileResponse.parse((await update(learner, {})).json()).data.user;
        expect(unchanged).toEqual(noAcademic);
      });

      it('no longer changes the e-mail: a 400 pointing to requestEmailChange, and nothing saved', async () => {
        const learner = await signUp(server);
        const other = await signUp(server);
        for (const email of [uniqueEmail('moved'), other.email.toUpperCase()]) {
          const body = expectFailure(await update(learner, { personal: { email, city: 'Pune' } }), 400);
          expect(body).toMatchObject({
            code: 'validation_failed',
            fields: { 'personal.email': 'To change your e-mail, use Change e-mail: we send a link to the new address.' },
          });
        }
        expect((await getProfile(learner)).profile).toMatchObject({ email: learner.email, city: null });
        expect((await getProfile(other)).email).toBe(other.email);
        // Its own address again, in another case, is no change.
        expect((await update(learner, { personal: { email: learner.email.toUpperCase() } })).statusCode).toBe(200);
      });

      it('changes the phone only with the current password', async () => {
        const learner = await signUp(server, { phone: '9876543210' });
        const missing = expectFailure(await update(learner, { personal: { phone: '9123456789' } }), 400);
        expect(missing.fields).toEqual({ current_password: 'Enter your current password to change your phone number.' });
        const wrong = expectFailure(
          await update(learner, { personal: { phone: '9123456789' }, current_password: 'not my password' }),
          400,
        );
        expect(wrong.fields).toEqual({ current_password: 'Your current password is not correct.' });
        expect((await getProfile(learner)).phone).toBe('9876543210');
        // The same number (the profile form sends it back) needs no password.
        expect((await update(learner, { personal: { phone: '98765 43210', city: 'Pune' } })).statusCode).toBe(200);
        const changed = await update(learner, { personal: { phone: '9123456789' }, current_password: learner.password });
        expect(updateProfileResponse.parse(changed.json()).data.user.phone).toBe('9123456789');
      });

      it('refuses a language that is not offered', async () => {
        const learner = await signUp(server);
        const body = expectFailure(await update(learner, { preferred_language: 'fr' }), 400);
        expect(body.fields).toEqual({ preferred_language: 'Choose one of the languages offered.' });
        const malformed = expectFailure(await update(learner, { preferred_language: 'hi; DROP TABLE users' }), 400);
        expect(malformed.fields).toEqual({ preferred_language: 'Use a language code such as en or hi.' });
        expect((await getProfile(learner)).preferred_language).toBe('en');
      });

      it('names only the details that changed, in the language of the request', async () => {
        const learner = await signUp(server, { first_name: 'Ravi' });
        const profile = learner.user.profile;
        const unchanged = { first_name: profile.first_name, last_name: '', phone: profile.phone, dob: '', city: '' };

        const nameOnly = await update(learner, { personal: { ...unchanged, first_name: 'Ravi Kumar' } });
        expect(updateProfileResponse.parse(nameOnly.json()).msg).toBe('Your name was saved.');

        const inHindi = await update(learner, { personal: { ...unchanged, first_name: 'Ravi Kumar', dob: yearsAgo(20), city: 'Mumbai' } }, '?lang=hi');
        expect(updateProfileResponse.parse(inHindi.json()).msg).toBe('ये विवरण सहेज लिए गए: जन्म तिथि और शहर।');

        const nothing = await update(learner, { personal: { ...unchanged, first_name: 'Ravi Kumar', dob: yearsAgo(20), city: 'Mumbai' } });
        expect(updateProfileResponse.parse(nothing.json()).msg).toBe('Nothing to save: your details were already up to date.');

        const academicOnly = await update(learner, { academic }, '?lang=hi');
        expect(updateProfileResponse.parse(academicOnly.json()).msg).toBe('शैक्षिक विवरण सहेज लिए गए।');

        const language = await update(learner, { preferred_language: 'hi' });
        expect(updateProfileResponse.parse(language.json()).msg).toBe('Language saved: Hindi.');
      });

      it('refuses a field in Hindi when the request asks for Hindi, in English otherwise', async () => {
        const learner = await signUp(server);
        const payload = { personal: { phone: '12345', dob: '2003-02-29', post_code: '11000' }, academic: [{ ...academic[0], passing_year: 2020 }] };
        const hindi = expectFailure(await update(learner, payload, '?lang=hi'), 400);
        expect(hindi.fields).toEqual({
          'personal.phone': '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
          'personal.dob': 'जन्म तिथि का दिन, महीना और साल चुनें।',
          'personal.post_code': '6 अंकों का पिन कोड लिखें।',
          'academic.0.passing_year': '2021 से 2025 के बीच पास होने का साल चुनें।',
        });
        expect(hindi.msg).toBe('10 अंकों का भारतीय मोबाइल नंबर लिखें।');
        const english = expectFailure(await update(learner, payload), 400);
        expect(english.fields?.['personal.phone']).toBe('Enter a 10-digit Indian mobile number.');
        expect(english.msg).toBe('Enter a 10-digit Indian mobile number.');
      });

      const entry = academic[0] as (typeof academic)[number];
      it.each([
        ['an empty first name', { personal: { first_name: ' ' } }, { 'personal.first_name': 'Enter your name.' }],
        ['a null first name', { personal: { first_name: null } }, { 'personal.first_name': 'Enter your name.' }],
        ['a bad phone', { personal: { phone: '12345' } }, { 'personal.phone': 'Enter a 10-digit Indian mobile number.' }],
        ['a bad e-mail', { personal: { email: 'priya@@example.in' } }, { 'personal.email': 'Enter a valid email address.' }],
        ['a date in another format', { personal: { dob: '15/08/2004' } }, { 'personal.dob': 'Choose the day, month and year of your date of birth.' }],
        ['a day that does not exist', { personal: { dob: '2003-02-29' } }, { 'personal.dob': 'Choose the day, month and year of your date of birth.' }],
        ['a date in the future', { personal: { dob: yearsAgo(0, 1) } }, { 'personal.dob': 'Your date of birth cannot be in the future.' }],
        ['an age of 9', { personal: { dob: yearsAgo(10, 1) } }, { 'personal.dob': 'Enter a date of birth for an age between 10 and 100.' }],
        ['an age of 101', { personal: { dob: yearsAgo(101) } }, { 'personal.dob': 'Enter a date of birth for an age between 10 and 100.' }],
        ['an unknown gender', { personal: { gender: 'female' } }, { 'personal.gender': 'Choose Female, Male or Other.' }],
        ['a 5-digit PIN', { personal: { post_code: '11000' } }, { 'personal.post_code': 'Enter a 6-digit PIN code.' }],
        ['a PIN starting with 0', { personal: { post_code: '012345' } }, { 'personal.post_code': 'Enter a 6-digit PIN code.' }],
        ['a PIN as a number', { personal: { post_code: 110001 } }, { 'personal.post_code': 'Enter a 6-digit PIN code.' }],
        ['an 81-character city', { personal: { city: 'c'.repeat(81) } }, { 'personal.city': 'Keep the city to 80 characters or fewer.' }],
        ['a line break in the state', { personal: { state: 'Delhi\nNCR' } }, { 'personal.state': 'Remove the unusual characters (such as line breaks).' }],
        ['a passing year of 2020', { academic: [{ ...entry, passing_year: 2020 }] }, { 'academic.0.passing_year': 'Choose a passing year from 2021 to 2025.' }],
        ['a passing year as text', { academic: [{ ...entry, passing_year: '2022' }] }, { 'academic.0.passing_year': 'Choose a passing year from 2021 to 2025.' }],
        ['101 per cent', { academic: [entry, { ...entry, current_percentage: 101 }] }, { 'academic.1.current_percentage': 'Enter a percentage from 0 to 100.' }],
        ['a negative percentage', { academic: [{ ...entry, current_percentage: -1 }] }, { 'academic.0.current_percentage': 'Enter a percentage from 0 to 100.' }],
        ['an entry without a course', { academic: [{ ...entry, course: '  ' }] }, { 'academic.0.course': 'Enter the course.' }],
        ['an entry without an institute', { academic: [{ course: 'BA', passing_year: 2023, current_percentage: 60 }] }, { 'academic.0.institute': 'Enter the institute.' }],
        [`${maxAcademicEntries + 1} academic entries`, { academic: Array.from({ length: maxAcademicEntries + 1 }, () => entry) }, { academic: `Add at most ${maxAcademicEntries} academic entries.` }],
        ['academic as an object', { academic: entry }, { academic: 'Send the academic entries as a list.' }],
      ])('refuses %s with a message for that field', async (_label, payload, fields) => {
        const learner = await signUp(server);
        const body = expectFailure(await update(learner, payload), 400);
        expect(body.code).toBe('validation_failed');
        expect(body.fields).toEqual(fields);
        expect(await getProfile(learner)).toEqual(learner.user);
        // The form's own check (no zod, run in the browser) refuses a typed field with the same words.
        const personal: unknown = Reflect.get(payload, 'personal');
        const typed = ['first_name', 'last_name', 'phone', 'dob', 'post_code'];
        const [field, value] = Object.entries(personal ?? {})[0] ?? [];
        if (field !== undefined && typed.includes(field) && typeof value === 'string') {
          const problems = personalDetailsProblems({ [field]: value });
          const said = Object.fromEntries(Object.entries(problems).map(([name, key]) => [`personal.${name}`, fieldMessage(key, 'en')]));
          expect(said).toEqual(fields);
        }
      });

      it(`accepts the edges: age 10 today, age 100, ${maxAcademicEntries} entries, 0 and 100 per cent`, async () => {
        const learner = await signUp(server);
        for (const dob of [yearsAgo(10), yearsAgo(101, 1)]) {
          const response = await update(learner, { personal: { dob } });
          expect(response.statusCode, `${dob}: ${response.body}`).toBe(200);
        }
        const entries = Array.from({ length: maxAcademicEntries }, (_, i) => ({
          ...entry,
          current_percentage: i % 2 === 0 ? 0 : 100,
        }));
        const response = await update(learner, { academic: entries });
        expect(updateProfileResponse.parse(response.json()).data.user.academic).toEqual(entries);
      });
    });

    describe('POST /startTrial', () => {
      it('starts a 7-day GOLD trial that the profile then shows as the membership', async () => {
        const learner = await signUp(server);
        const gold = await planId('GOLD');
        const response = await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } });
        expect(response.statusCode, response.body).toBe(201);
        const body = startTrialResponse.parse(response.json());
        const { trial } = body.data;
        expect(trial).toMatchObject({ plan_id: gold, plan_name: 'GOLD', is_trial: true });
        const days = (Date.parse(trial.ends_at) - Date.parse(trial.starts_at)) / 86_400_000;
        expect(days).toBe(7);
        expect(trial.ends_on).toBe(todayInIndia(new Date(Date.parse(trial.ends_at) - 1)));
        expect(body.msg).toMatch(/^Your 7-day free trial of GOLD has started\. It ends on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
        expect(body.data.user.membership).toEqual(trial);
        expect((await getProfile(learner)).membership).toEqual(trial);
      });

      it('allows one trial per plan: a second is a 409 with a clear msg', async () => {
        const learner = await signUp(server);
        const gold = await planId('GOLD');
        expect((await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } })).statusCode).toBe(201);
        const body = expectFailure(await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } }), 409);
        expect(body).toMatchObject({ code: 'trial_already_used', msg: 'You have already used your free trial of GOLD.' });
        const hindi = expectFailure(
          await call(server, 'POST', '/startTrial?lang=hi', { token: learner.token, payload: { plan_id: gold } }),
          409,
        );
        expect(hindi.msg).toBe('आप GOLD का मुफ़्त ट्रायल पहले ही ले चुके हैं।');
        // Even after the trial ended.
        await server.database.db
          .update(userSubscriptions)
          .set({ startsAt: new Date(Date.now() - 10 * 86_400_000), endsAt: new Date(Date.now() - 3 * 86_400_000) })
          .where(eq(userSubscriptions.userId, learner.user.id));
        expect((await getProfile(learner)).membership).toBeNull();
        expect((await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } })).statusCode).toBe(409);
        // Another learner's trial of the same plan is their own.
        const other = await signUp(server);
        expect((await call(server, 'POST', '/startTrial', { token: other.token, payload: { plan_id: gold } })).statusCode).toBe(201);
      });

      it('lets only one of two racing trial requests through', async () => {
        const learner = await signUp(server);
        const gold = await planId('GOLD');
        const answers = await Promise.all([
          call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } }),
          call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold } }),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      });

      it('shows the higher plan when two are active', async () => {
        const learner = await signUp(server);
        await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: await planId('GOLD') } });
        const platinum = startTrialResponse.parse(
          (await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: await planId('PLATINUM') } })).json(),
        );
        expect(platinum.data.user.membership?.plan_name).toBe('PLATINUM');
        // BASIC (with its one locked exam) ranks below both.
        const basic = await call(server, 'POST', '/startTrial', {
          token: learner.token,
          payload: { plan_id: await planId('BASIC'), exam_slug: 'rrb-je-cbt-1' },
        });
        expect(basic.statusCode, basic.body).toBe(201);
        expect((await getProfile(learner)).membership?.plan_name).toBe('PLATINUM');
      });

      it('answers an unknown plan with 404 and a bad plan_id with 400', async () => {
        const learner = await signUp(server);
        const missing = expectFailure(await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: 999_999 } }), 404);
        expect(missing).toMatchObject({ code: 'not_found', msg: 'Subscription plan not found.' });
        for (const plan_id of ['1', 1.5, -1, 0, 2 ** 40, null]) {
          const body = expectFailure(await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id } }), 400);
          expect(body.fields).toEqual({ plan_id: 'Choose a subscription plan.' });
        }
        const rows = await server.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, learner.user.id));
        expect(rows).toHaveLength(0);
      });

      it('needs a token', async () => {
        const response = await call(server, 'POST', '/startTrial', { payload: { plan_id: 1 } });
        expect(expectFailure(response, 401).code).toBe('unauthorized');
      });
    });

    it('stores the learner lower-cased and normalised in the database', async () => {
      const learner = await signUp(server, { email: 'Mixed.Case@Example.IN', phone: '0 98765 43210' });
      const [row] = await server.database.db.select().from(users).where(eq(users.id, learner.user.id));
      expect(row).toMatchObject({ email: 'mixed.case@example.in', phone: '9876543210' });
    });
  });
}
