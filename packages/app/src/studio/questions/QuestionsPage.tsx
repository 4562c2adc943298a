import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { questionStates, studioDifficulties, type StudioQuestionSummary } from '@pariksha/contract/responses/studio-questions';
import { Button, ButtonLink, SelectField, StatusMessage, TextField } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { scopeOf } from '../../data/scope';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import { bulkActions, bulkQuestions, questionListQuery, studioQuestionsKey, type BulkAction } from '../api/questionsApi';
import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import { useStaff } from '../layout/staffContext';
import * as styles from '../layout/studio.css';
import * as table from '../layout/table.css';
import { can, type StudioAbility } from '../roles';
import { emptyFilter, filterFrom, filterSearch, pageCount, type QuestionListFilter } from './listFilter';
import { StateBadge } from './StateBadge';

const bulkAbility: Record<BulkAction, StudioAbility> = { submit: 'submit', approve: 'approve', retire: 'retire' };
const bulkLabel: Record<BulkAction, StudioKey> = { submit: 'questions.bulkSubmit', approve: 'questions.bulkApprove', retire: 'questions.bulkRetire' };

export const questionPath = (key: string) => `/studio/questions/${encodeURIComponent(key)}`;

function QuestionList() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const staff = useStaff();
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [draft, setDraft] = useState<QuestionListFilter>(filter);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [acting, setActing] = useState<BulkAction | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const filterKey = filterSearch(filter);
  const listAtom = useMemo(
    () => queryAtom(questionListQuery(filter)),
    [filterKey], // eslint-disable-line react-hooks/exhaustive-deps -- the address is the key
  );
  const list = useAtomValue(listAtom);
  const questions = list.data?.questions ?? [];
  const allowedBulk = bulkActions.filter((action) => can(staff.role, bulkAbility[action]));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  const go = (next: QuestionListFilter) => {
    setSelected(new Set());
    setParams(new URLSearchParams(filterSearch(next)));
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const allChosen = questions.length > 0 && questions.every((question) => selected.has(question.key));
  const chooseAll = () => setSelected(allChosen ? new Set() : new Set(questions.map((question) => question.key)));

  const act = async (action: BulkAction) => {
    setActing(action);
    setBulkError(null);
    try {
      const answer = await bulkQuestions(api, action, [...selected]);
      showToast(store, 'success', answer.msg ?? t('questions.bulkDone', { count: answer.data.changed.length }));
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: studioQuestionsKey(scopeOf(store)) });
    } catch (error) {
      setBulkError(failureMessage(tApp, error));
    } finally {
      setActing(null);
    }
  };

  const difficultyOptions = studioDifficulties.map((value) => ({ value, label: t(`difficulty.${value}`) }));
  const stateOptions = questionStates.map((value) => ({ value, label: t(`state.${value}`) }));
  const pages = list.data ? pageCount(list.data.total, list.data.page_size) : 1;

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <div className={styles.stackTight}>
          <h1 className={styles.title}>{t('questions.title')}</h1>
          <p className={styles.lead}>{t('questions.lead')}</p>
        </div>
        {can(staff.role, 'write') ? (
          <ButtonLink href="/studio/questions/new" linkComponent={RouterLink}>
            {t('home.newQuestion')}
          </ButtonLink>
        ) : null}
      </div>
      <form className={styles.filters} role="search" aria-label={t('questions.filters')} onSubmit={apply}>
        <TextField label={t('questions.search')} name="search" type="search" value={draft.search} onChange={(search) => setDraft({ ...draft, search })} />
        <TextField label={t('questions.exam')} hint={t('questions.slugHint')} name="exam" value={draft.exam} onChange={(exam) => setDraft({ ...draft, exam })} />
        <TextField label={t('questions.topic')} hint={t('questions.slugHint')} name="topic" value={draft.topic} onChange={(topic) => setDraft({ ...draft, topic })} />
        <SelectField
          label={t('questions.difficulty')}
          name="difficulty"
          options={difficultyOptions}
          placeholder={t('questions.any')}
          value={draft.difficulty}
          onChange={(difficulty) => setDraft({ ...draft, difficulty: difficulty as QuestionListFilter['difficulty'] })}
        />
        <SelectField
          label={t('questions.state')}
          name="state"
          options={stateOptions}
          placeholder={t('questions.any')}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state: state as QuestionListFilter['state'] })}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={draft.hindiMissing} onChange={(event) => setDraft({ ...draft, hindiMissing: event.target.checked })} />
          {t('questions.hindiMissing')}
        </label>
        <div className={styles.actions}>
          <Button type="submit">{t('questions.apply')}</Button>
          {filterSearch({ ...filter, page: 1 }) !== '' ? (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(emptyFilter);
                go(emptyFilter);
              }}
            >
              {t('questions.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      {allowedBulk.length > 0 && questions.length > 0 ? (
        <div className={styles.card} role="group" aria-label={t('questions.bulkLabel')}>
          <div className={styles.actions}>
            <label className={styles.check}>
              <input type="checkbox" checked={allChosen} onChange={chooseAll} />
              {t('questions.selectPage')}
            </label>
            <span role="status" className={styles.muted}>
              {t('questions.selected', { count: selected.size })}
            </span>
            {allowedBulk.map((action) => (
              <Button key={action} variant={action === 'retire' ? 'outline' : 'solid'} tone={action === 'retire' ? 'critical' : 'brand'} disabled={selected.size === 0} loading={acting === action} onClick={() => void act(action)}>
                {t(bulkLabel[action])}
              </Button>
            ))}
          </div>
          {bulkError ? <StatusMessage tone="critical">{bulkError}</StatusMessage> : null}
        </div>
      ) : null}

      {list.data === undefined ? (
        list.isError ? (
          <FailedState message={t('questions.error', { message: failureMessage(tApp, list.error) ?? '' })} error={list.error} onRetry={list.refetch} />
        ) : (
          <LoadingState text={t('questions.loading')} />
        )
      ) : questions.length === 0 ? (
        <EmptyState text={filterSearch({ ...filter, page: 1 }) === '' ? t('questions.emptyAll') : t('questions.empty')}>
          {can(staff.role, 'write') ? (
            <ButtonLink href="/studio/questions/new" variant="outline" linkComponent={RouterLink}>
              {t('home.newQuestion')}
            </ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {t('questions.count', { count: list.data.total })}
          </p>
          <table className={table.table} aria-label={t('questions.title')}>
            <thead>
              <tr>
                {allowedBulk.length > 0 ? <th scope="col">{t('questions.choose')}</th> : null}
                <th scope="col">{t('questions.question')}</th>
                <th scope="col">{t('questions.state')}</th>
                <th scope="col">{t('questions.topic')}</th>
                <th scope="col">{t('questions.difficulty')}</th>
                <th scope="col">{t('questions.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {questions.map((question) => (
                <QuestionRow key={question.key} question={question} choosable={allowedBulk.length > 0} chosen={selected.has(question.key)} onToggle={toggle} date={date} />
              ))}
            </tbody>
          </table>
          <nav className={styles.actions} aria-label={t('questions.pages')}>
            {filter.page > 1 ? (
              <ButtonLink href={`/studio/questions${filterSearch({ ...filter, page: filter.page - 1 })}`} variant="outline" linkComponent={RouterLink}>
                {t('questions.previous')}
              </ButtonLink>
            ) : null}
            <span className={styles.muted}>{t('questions.pageOf', { page: filter.page, pages })}</span>
            {filter.page < pages ? (
              <ButtonLink href={`/studio/questions${filterSearch({ ...filter, page: filter.page + 1 })}`} variant="outline" linkComponent={RouterLink}>
                {t('questions.next')}
              </ButtonLink>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}

interface QuestionRowProps {
  question: StudioQuestionSummary;
  choosable: boolean;
  chosen: boolean;
  onToggle: (key: string) => void;
  date: Intl.DateTimeFormat;
}

function QuestionRow({ question, choosable, chosen, onToggle, date }: QuestionRowProps) {
  const t = useStudioText();
  return (
    <tr>
      {choosable ? (
        <td>
          <label className={styles.check}>
            <input type="checkbox" checked={chosen} onChange={() => onToggle(question.key)} aria-label={t('questions.chooseOne', { key: question.key })} />
          </label>
        </td>
      ) : null}
      <td data-label={t('questions.question')} className={table.wide}>
        <RouterLink href={questionPath(question.key)} className={styles.link}>
          {question.key}
        </RouterLink>
        <span className={table.sub}>{question.excerpt}</span>
        {question.hindi_missing ? <span className={table.sub}>{t('questions.noHindi')}</span> : null}
        {question.open_reports > 0 ? <span className={table.sub}>{t('questions.openReports', { count: question.open_reports })}</span> : null}
      </td>
      <td data-label={t('questions.state')}>
        <StateBadge state={question.state} />
        <span className={table.sub}>{t('questions.version', { version: question.version })}</span>
      </td>
      <td data-label={t('questions.topic')}>
        {question.topic.name}
        <span className={table.sub}>{question.subject}</span>
      </td>
      <td data-label={t('questions.difficulty')}>{t(`difficulty.${question.difficulty}`)}</td>
      <td data-label={t('questions.updated')}>
        <time dateTime={question.updated_at}>{date.format(new Date(question.updated_at))}</time>
      </td>
    </tr>
  );
}

/** `/studio/questions`: search and filters in the address, a page of questions, bulk actions by role. */
export default function QuestionsPage() {
  return (
    <RoleGate ability="readQuestions">
      <QuestionList />
    </RoleGate>
  );
}
