import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../Button/Button';
import { Heading, type HeadingLevel, type SectionHeadingLevel } from '../Heading/Heading';
import { ListFailure } from '../private/ListFailure/ListFailure';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { TextField } from '../TextField/TextField';
import { copyText, selectText } from './copyText';
import { defaultFriendsJoinedLabels, formatFriendsJoined, type FriendsJoinedLabels } from './friendsJoined';
import * as styles from './ReferralCard.css';

export const referralCopyTargets = ['code', 'link'] as const;
export type ReferralCopyTarget = (typeof referralCopyTargets)[number];

export interface ReferralCardLabels extends FriendsJoinedLabels {
  /** The card's heading, over the code. */
  title: string;
  /** The code's button. */
  copy: string;
  /** The share link's field. */
  shareLink: string;
  /** Under the field's label: what the link does. */
  shareLinkHint: string;
  copyLink: string;
  /** Shown only where the device can share (`navigator.share`). */
  share: string;
  /** The title and text the device's share sheet is given. */
  shareTitle: string;
  shareText: (code: string) => string;
  /** When the clipboard refused: the code is left selected for a manual copy. */
  copyFailed: string;
  /** When the clipboard refused the link: it is left selected in its field. */
  copyLinkFailed: string;
  howItWorks: string;
  stepShare: string;
  stepSignUp: string;
  stepAppear: string;
  loading: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultReferralCardLabels: ReferralCardLabels = {
  ...defaultFriendsJoinedLabels,
  title: 'Your referral code',
  copy: 'Copy',
  shareLink: 'Your share link',
  shareLinkHint: 'It opens sign-up with your code already filled in.',
  copyLink: 'Copy link',
  share: 'Share',
  shareTitle: 'Join me on Pariksha',
  shareText: (code) => `I prepare for my exams on Pariksha. Sign up with my referral code ${code}.`,
  copyFailed: 'Could not copy automatically. The code is selected: press Ctrl+C, or touch and hold it, to copy it.',
  copyLinkFailed: 'Could not copy automatically. The link is selected: press Ctrl+C, or touch and hold it, to copy it.',
  howItWorks: 'How it works',
  stepShare: 'Share your code or link with a friend.',
  stepSignUp: 'Your friend signs up with it.',
  stepAppear: 'They are counted here as a friend who joined.',
  loading: 'Loading your referral code…',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
};

export interface ReferralCardProps {
  /** The learner's own code, in capitals: 'K7MP2QXR'. */
  code: string;
  /** Learners who signed up with the code. */
  friendsJoined: number;
  /** The full sign-up address with the code filled in: 'https://…/signup?ref=K7MP2QXR'. */
  shareUrl: string;
  /**
   * Called once the code or the link is on the clipboard; the app says so (the spec's alert
   * 'Referral code copied to clipboard!'). Not called when the copy failed: the card says that.
   */
  onCopied?: (what: ReferralCopyTarget) => void;
  loading?: boolean;
  /** Why the code could not be loaded; shown instead of it. */
  error?: string | null;
  onRetry?: () => void;
  /** Formats the count: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  labels?: Partial<ReferralCardLabels>;
  /** The card's heading level; 'How it works' sits one below it. */
  headingLevel?: SectionHeadingLevel;
}

// The share sheet exists only in some browsers and never on the server: read it after hydration,
// so the server's page and the browser's first render agree.
const subscribeNever = () => () => {};
const canShareNow = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const canShareOnServer = () => false;

/**
 * The learner's referral code, large and letter-spaced so it can be read out to a friend, with
 * Copy; the share link (Copy link, and Share where the device has a share sheet); how many
 * friends joined; and how it works in three steps. It promises no reward: there is none yet.
 */
export function ReferralCard({
  code,
  friendsJoined,
  shareUrl,
  onCopied,
  loading = false,
  error = null,
  onRetry,
  locale = 'en-IN',
  labels,
  headingLevel = 2,
}: ReferralCardProps) {
  const text = { ...defaultReferralCardLabels, ...labels };
  const id = useId();
  const titleId = `${id}-title`;
  const codeRef = useRef<HTMLSpanElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState<ReferralCopyTarget | null>(null);
  const canShare = useSyncExternalStore(subscribeNever, canShareNow, canShareOnServer);

  const copy = async (what: ReferralCopyTarget) => {
    const copied = await copyText(what === 'code' ? code : shareUrl);
    if (copied) {
      setFailed(null);
      onCopied?.(what);
      return;
    }
    // Leave the text selected, so Ctrl+C or a long press copies it by hand.
    const element = what === 'code' ? codeRef.current : linkRef.current;
    if (element) selectText(element);
    setFailed(what);
  };

  const share = async () => {
    try {
      await navigator.share({ title: text.shareTitle, text: text.shareText(code), url: shareUrl });
    } catch {
      // Closing the share sheet rejects too; either way the link is still there to copy.
    }
  };

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  let body;
  if (error !== null) {
    body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  } else if (loading) {
    body = <StatusMessage busy>{text.loading}</StatusMessage>;
  } else {
    body = (
      <>
        <div className={styles.codeRow}>
          {/* translate="no": a page translator must never turn the code into words. */}
          <span ref={codeRef} className={styles.code} translate="no">
            {code}
          </span>
          <Button onClick={() => void copy('code')} aria-describedby={titleId}>
            {text.copy}
          </Button>
        </div>
        {/* Always in the page, so a message that appears in it is announced. */}
        <p aria-live="polite" className={failed === 'code' ? styles.notice : styles.noticeEmpty}>
          {failed === 'code' ? text.copyFailed : null}
        </p>
        <p className={styles.friends}>{formatFriendsJoined(friendsJoined, locale, text)}</p>
        <div className={styles.linkRow}>
          <div className={styles.linkField}>
            <TextField
              ref={linkRef}
              label={text.shareLink}
              hint={text.shareLinkHint}
              name="referral-link"
              type="url"
              value={shareUrl}
              readOnly
              onChange={() => {}}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className={styles.linkActions}>
            <Button variant="outline" onClick={() => void copy('link')}>
              {text.copyLink}
            </Button>
            {canShare ? (
              <Button variant="outline" onClick={() => void share()}>
                {text.share}
              </Button>
            ) : null}
          </div>
        </div>
        <p aria-live="polite" className={failed === 'link' ? styles.notice : styles.noticeEmpty}>
          {failed === 'link' ? text.copyLinkFailed : null}
        </p>
        <div className={styles.how}>
          <Heading level={subLevel} size="standard">
            {text.howItWorks}
          </Heading>
          <ol className={styles.steps}>
            <li className={styles.step}>{text.stepShare}</li>
            <li className={styles.step}>{text.stepSignUp}</li>
            <li className={styles.step}>{text.stepAppear}</li>
          </ol>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading level={headingLevel} size="large" id={titleId}>
        {text.title}
      </Heading>
      {body}
    </section>
  );
}
