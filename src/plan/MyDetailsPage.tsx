import { useState, useSyncExternalStore } from 'react';
import site from '../../content/site.json';
import { MY_DETAILS_BOUNDS } from '../finance/core/myDetails';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  LiveRegion,
  MoneyInput,
  NumberInput,
  Select,
  type SelectOption,
} from '../kit';
import { formatCurrencyCents, monthNames } from '../kit/format';
import * as filingStatusWords from '../tools/shared/core/filingStatus.messages';
import { paidBenefitSince } from '../finance/socialSecurity/paidBenefitYear';
import * as paidYear from './paidYear.messages';
import { keepOnDeviceStore, myDetailsStore, setKeepOnDevice } from '../storage/keys';
import { MY_DETAILS_FILING_STATUSES, type MyDetails, type MyDetailsFilingStatus } from '../storage/schemas';
import { Fieldset } from '../tools/shared/form/Fieldset';
import { MyDetailsUsage } from '../tools/shared/form/MyDetailsUsage';
import * as styles from '../articles/pages.css';

const words = site.myDetails;
const EMPTY: MyDetails = {};
const NO_STATUS = 'not-given';

/** The filing statuses in the reader's language (the tools' own words), read when the page renders. */
const filingOptions = (): SelectOption[] => [
  ...MY_DETAILS_FILING_STATUSES.map((status) => ({ value: status, label: filingStatusWords[status]() })),
  { value: NO_STATUS, label: words.filingStatusNone },
];

/** The months in the reader's language, read when the page renders. */
const monthOptions = (): SelectOption[] => [
  { value: NO_STATUS, label: words.monthNone },
  ...monthNames().map((label, i) => ({ value: String(i + 1), label })),
];

type MoneyKey =
  | 'traditionalSavings'
  | 'rothSavings'
  | 'taxableSavings'
  | 'hsaBalance'
  | 'socialSecurityYearly'
  | 'socialSecurityPia'
  | 'spouseSocialSecurityPia'
  | 'socialSecurityPaidMonthly'
  | 'spouseSocialSecurityPaidMonthly'
  | 'pensionYearly'
  | 'workIncomeYearly'
  | 'homeValue'
  | 'mortgageBalance';

const SECTIONS: { legend: string; keys: MoneyKey[] }[] = [
  { legend: words.sections.savings, keys: ['traditionalSavings', 'rothSavings', 'taxableSavings', 'hsaBalance'] },
  {
    legend: words.sections.income,
    keys: [
      'socialSecurityYearly',
      'socialSecurityPia',
      'spouseSocialSecurityPia',
      // Issue I3: the benefit already paid (a COLA letter), its own answer: not a benefit at full retirement age.
      'socialSecurityPaidMonthly',
      'spouseSocialSecurityPaidMonthly',
      'pensionYearly',
      'workIncomeYearly',
    ],
  },
  { legend: words.sections.home, keys: ['homeValue', 'mortgageBalance'] },
];

/** Benefits kept to the cent: a PIA (SSA rounds it down to the dime) and a letter's amount. */
const CENTS_KEYS: ReadonlySet<MoneyKey> = new Set<MoneyKey>([
  'socialSecurityPia',
  'spouseSocialSecurityPia',
  'socialSecurityPaidMonthly',
  'spouseSocialSecurityPaidMonthly',
]);

/**
 * The year a letter's amount is paid in, beside it (issue I3): "Paid in 2026.", or, for an earlier year than the
 * newest COLA held, that it may be out of date and about what it is with the COLAs since. Nothing for an amount saved
 * before the year was kept, or for any other answer.
 */
function paidYearWords(details: MyDetails, key: MoneyKey): string | undefined {
  const yearKey =
    key === 'socialSecurityPaidMonthly'
      ? 'socialSecurityPaidYear'
      : key === 'spouseSocialSecurityPaidMonthly'
        ? 'spouseSocialSecurityPaidYear'
        : undefined;
  const amount = details[key];
  const year = yearKey ? details[yearKey] : undefined;
  if (amount === undefined || year === undefined) return undefined;
  const since = paidBenefitSince(amount, year);
  return since.outOfDate
    ? paidYear.outOfDate({ year, newest: since.newestPaidYear, amount: formatCurrencyCents(since.monthlyNow) })
    : paidYear.paidIn({ year });
}

export function isMarried(status: MyDetailsFilingStatus | undefined): boolean {
  return status === 'marriedJoint' || status === 'marriedSeparate';
}

/** Details live only in this browser: the prerendered page (and hydration) shows the empty form. */
function useMyDetails(): MyDetails {
  return useSyncExternalStore(
    (onChange) => myDetailsStore.subscribe(onChange),
    () => myDetailsStore.read(),
    () => EMPTY,
  );
}

/** A copy without the blank answers, so the stored record holds only what the visitor gave. */
function withAnswer<K extends keyof MyDetails>(details: MyDetails, key: K, value: MyDetails[K] | undefined): MyDetails {
  const next: MyDetails = { ...details };
  if (value === undefined) delete next[key];
  else next[key] = value;
  // A letter's year belongs to the letter's amount: an amount typed here is the one "paid now" (its label), so the
  // old letter's year, and its "may be out of date", no longer apply to it.
  if (key === 'socialSecurityPaidMonthly') delete next.socialSecurityPaidYear;
  if (key === 'spouseSocialSecurityPaidMonthly') delete next.spouseSocialSecurityPaidYear;
  // A spouse's birth year means nothing once the visitor is not married; keeping it would feed a spouse into the reverse-mortgage age.
  if (!isMarried(next.filingStatus)) {
    delete next.spouseBirthYear;
    delete next.spouseBirthMonth;
    delete next.spouseBirthDay;
  }
  return next;
}

/** Whether the visitor keeps figures on this device (the choice below), followed as it changes. */
function useKeepsOnDevice(): boolean {
  return useSyncExternalStore(
    (onChange) => keepOnDeviceStore.subscribe(onChange),
    () => keepOnDeviceStore.read().keep,
    () => true,
  );
}

/** "My details" (G5): answers typed once, kept in this browser, from which every tool starts. */
export function MyDetailsPage() {
  const details = useMyDetails();
  const kept = useKeepsOnDevice();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const latestYear = new Date().getFullYear();

  function set<K extends keyof MyDetails>(key: K, value: MyDetails[K] | undefined) {
    setAnnouncement('');
    // Read the store, not the render's copy, so two quick edits in a row both survive.
    myDetailsStore.write(withAnswer(myDetailsStore.read(), key, value));
  }

  const yearInput = (key: 'birthYear' | 'spouseBirthYear') => (
    <NumberInput
      label={words.fields[key].label}
      hint={key === 'birthYear' ? words.fields.birthYear.hint : undefined}
      value={details[key] ?? null}
      grouping={false}
      min={MY_DETAILS_BOUNDS.birthYear.min}
      max={latestYear}
      onValueChange={(year) => set(key, year)}
      onClear={() => set(key, undefined)}
    />
  );

  // The full birth date (issue I6, item 6): the month sets the exact dates; the day is optional.
  const monthSelect = (key: 'birthMonth' | 'spouseBirthMonth') => (
    <Select
      label={words.fields[key].label}
      hint={key === 'birthMonth' ? words.fields.birthMonth.hint : undefined}
      options={monthOptions()}
      value={details[key] === undefined ? NO_STATUS : String(details[key])}
      onValueChange={(value) => set(key, value === NO_STATUS ? undefined : Number(value))}
    />
  );
  const dayInput = (key: 'birthDay' | 'spouseBirthDay') => (
    <NumberInput
      label={words.fields[key].label}
      hint={words.fields[key].hint}
      value={details[key] ?? null}
      grouping={false}
      min={1}
      max={31}
      onValueChange={(day) => set(key, day)}
      onClear={() => set(key, undefined)}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1>{words.heading}</h1>
        <p className={styles.lead}>{words.intro}</p>
        <p className={styles.cardText}>{words.privacy}</p>
      </div>
      <form
        className={styles.detailsForm}
        onSubmit={(event) => event.preventDefault()}
        aria-describedby="my-details-saved"
      >
        <Fieldset legend={words.sections.you}>
          {yearInput('birthYear')}
          {monthSelect('birthMonth')}
          {dayInput('birthDay')}
          <Select
            label={words.fields.filingStatus.label}
            options={filingOptions()}
            value={details.filingStatus ?? NO_STATUS}
            onValueChange={(value) =>
              set('filingStatus', value === NO_STATUS ? undefined : (value as MyDetailsFilingStatus))
            }
          />
          {isMarried(details.filingStatus) ? (
            <>
              {yearInput('spouseBirthYear')}
              {monthSelect('spouseBirthMonth')}
              {dayInput('spouseBirthDay')}
            </>
          ) : null}
        </Fieldset>
        {SECTIONS.map((section) => (
          <Fieldset key={section.legend} legend={section.legend}>
            {section.keys.map((key) => {
              // The spouse's benefit, like the spouse's birth year, is asked only of a married visitor.
              if (
                (key === 'spouseSocialSecurityPia' || key === 'spouseSocialSecurityPaidMonthly') &&
                !isMarried(details.filingStatus)
              )
                return null;
              const field: { label: string; hint?: string } = words.fields[key];
              const year = paidYearWords(details, key);
              const hint = year ? `${field.hint ?? ''} ${year}`.trim() : field.hint;
              return (
                <MoneyInput
                  key={key}
                  label={field.label}
                  hint={hint}
                  value={details[key] ?? null}
                  // A benefit from the earnings record is exact to the dime (SSA rounds the PIA down to the dime).
                  decimals={CENTS_KEYS.has(key) ? 2 : 0}
                  step={1000}
                  min={MY_DETAILS_BOUNDS.money.min}
                  max={MY_DETAILS_BOUNDS.money.max}
                  onValueChange={(amount) => set(key, amount)}
                  onClear={() => set(key, undefined)}
                />
              );
            })}
          </Fieldset>
        ))}
        <Fieldset legend={words.keep.legend}>
          <Checkbox
            label={words.keep.label}
            hint={words.keep.hint}
            checked={!kept}
            onCheckedChange={(dontKeep) => {
              setKeepOnDevice(!dontKeep);
              setAnnouncement(dontKeep ? words.keep.off : words.keep.on);
            }}
          />
        </Fieldset>
        <p id="my-details-saved" className={styles.cardText}>
          {kept ? words.savedNote : words.savedNoteTab}
        </p>
        <p className={styles.cardText}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {words.forgetButton}
          </Button>
        </p>
        <LiveRegion>{announcement}</LiveRegion>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={words.forgetTitle}
        message={words.forgetMessage}
        confirmLabel={words.forgetConfirm}
        tone="danger"
        onConfirm={() => {
          myDetailsStore.remove();
          setAnnouncement(words.forgotten);
        }}
      />
      <section className={styles.section} aria-labelledby="my-details-tools">
        <h2 id="my-details-tools">{words.toolsHeading}</h2>
        <p>{words.toolsIntro}</p>
        <MyDetailsUsage />
      </section>
    </div>
  );
}
