import { useMemo } from 'react';
import { Link } from 'wouter';
import {
  Chart,
  DataTable,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  StatusBadge,
  formatCurrency,
} from '../../kit';
import { RMD_PROJECTION } from '../../finance/tax/rmd';
import { JOINT_LIFE_SOURCE } from '../../finance/rules/tax/lifeExpectancy';
import {
  RMD_EXCISE,
  UNIFORM_LIFETIME_MAX_AGE,
  UNIFORM_LIFETIME_SOURCE,
  UNIFORM_LIFETIME_TABLE,
  QCD_MIN_AGE,
  RMD_AGE_COHORTS,
  RMD_FIRST_DEADLINE,
  birthYearCohort,
  rmdStartAge,
} from '../../finance/rules/tax/rmdTable';
import {
  Fieldset,
  LiveCalculator,
  ToolFieldsets,
  useCalculatorForm,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { DEFAULTS, ageHint } from './fields';
import { computeRmd } from './scenario';
import type { ToolProps } from '../types';
import * as s from './RmdCalculator.css';
import { tool } from './tool';

type ProjectedRmd = ReturnType<typeof computeRmd>['projectedRMDs'][number];
type LifetimeRow = (typeof tableRows)[number];

/** The form's one fieldset. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [['Your account', ['age', 'balance', 'taxYear']]];

const tableRows = Object.entries(UNIFORM_LIFETIME_TABLE).map(([age, divisor]) => ({ age: Number(age), divisor }));

/** An age as the rules write it: 70.5 → "70½". */
const ageWords = (age: number) => (Number.isInteger(age) ? String(age) : `${Math.floor(age)}½`);
/** Each start age with the birth years it covers, read from the rule (SECURE Act §114, SECURE 2.0 §107). */
const cohort = (birthYear: number) => ({
  ...birthYearCohort(birthYear, (year) => rmdStartAge(year)),
  age: ageWords(rmdStartAge(birthYear)),
});
const SECURE = cohort(RMD_AGE_COHORTS.secure);
const SECURE_2 = cohort(RMD_AGE_COHORTS.secure2);
const SECURE_2_LATER = cohort(RMD_AGE_COHORTS.secure2Later);
// The 1949 cohort splits at 1 July (born in the first half: 70½), which birth years alone cannot show.
const START_AGES = [
  { born: 'before 1 July 1949', age: ageWords(rmdStartAge(RMD_AGE_COHORTS.original)) },
  { born: `1 July 1949 to ${SECURE.to}`, age: SECURE.age },
  { born: `${SECURE_2.from} to ${SECURE_2.to}`, age: SECURE_2.age },
  { born: `${SECURE_2_LATER.from} or later`, age: SECURE_2_LATER.age },
];
const RBD_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
  new Date(Date.UTC(2000, RMD_FIRST_DEADLINE.month - 1, RMD_FIRST_DEADLINE.day)),
);

const PLANNING_TIPS = [
  `Your first RMD can wait until ${RBD_DAY} of the year after you reach your start age, but then you take two RMDs in one year, which can push you into a higher bracket.`,
  'Each year’s RMD uses the account balance on 31 December of the year before.',
  'If you have several IRAs, add up each one’s RMD; you may take the total from any of them. Workplace plans such as a 401(k) each need their own RMD.',
  `A qualified charitable distribution (from age ${ageWords(QCD_MIN_AGE)}) sent straight from your IRA to a charity counts toward your RMD and is not taxed.`,
  'Roth IRAs have no RMDs for the owner, so converting before RMDs begin can lower later ones.',
];

/** For an owner with no RMD due yet: an heir's RMD follows other rules, in the inherited IRA tool. */
function InheritedPointer() {
  return (
    <span>
      Inherited this account? An heir follows other rules, often with an RMD every year whatever your age:{' '}
      <Link to="/tools/inherited-ira">work it out with the inherited IRA calculator</Link>.
    </span>
  );
}

/** RMD calculator (SPEC §2 standalone screen with the IRS table, §3 inputs and outputs, §5 bounds, §9 "RMD" formula and projection, corrected by RULES.md): live results. */
export function RmdCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => computeRmd(inputs), [inputs]);
  const due = result.status === 'due';
  const joint = result.divisorTable === 'joint';
  const shown = result.projectedRMDs.slice(0, RMD_PROJECTION.shownYears);
  // Ages as text: the kit's bar chart draws no bars on a numeric category axis. Balances stay out of
  // the chart because they are about 25 times the RMDs and would flatten the bars.
  const chartData = result.projectedRMDs.map((p) => ({ age: String(p.age), rmd: Math.round(p.rmdAmount) }));
  const last = result.projectedRMDs[result.projectedRMDs.length - 1];

  return (
    <>
      <LiveCalculator
        form={form}
        inputs={
          <>
            <ToolFieldsets
              sets={FIELDSETS}
              field={form.field}
              changes={{ age: { hint: ageHint(inputs.age, inputs.taxYear) } }}
            />
            <Fieldset legend="Your beneficiary">
              {form.field('spouseSole')}
              {inputs.spouseSole === 'yes' && form.field('spouseAge')}
            </Fieldset>
          </>
        }
        title="Your required minimum distribution"
        status={result.status === 'not-calculated' ? 'empty' : 'ready'}
        emptyMessage={
          inputs.age > 0 && inputs.age < result.startAge ? (
            <>
              {result.message} <InheritedPointer />
            </>
          ) : (
            result.message
          )
        }
        summary={
          result.status === 'not-calculated'
            ? result.message
            : due
              ? `Your ${result.taxYear} required minimum distribution is ${formatCurrency(result.rmdAmount)}, about ${formatCurrency(result.monthlyAmount)} a month.`
              : `No RMD is due for ${result.taxYear}. Your first, at age ${result.rmdAge}, would be about ${formatCurrency(result.rmdAmount)}.`
        }
      >
        <p>
          <StatusBadge tone={due ? 'warning' : 'neutral'}>
            {due ? `RMD due for ${result.taxYear}` : `No RMD due for ${result.taxYear}`}
          </StatusBadge>
        </p>
        <p>{result.message}</p>
        {!due && (
          <p>
            <InheritedPointer />
          </p>
        )}
        <ResultCard
          label={due ? `Your ${result.taxYear} RMD` : `First RMD to plan for (at age ${result.rmdAge})`}
          value={result.rmdAmount}
          emphasis="primary"
          description={
            due
              ? 'The least you must withdraw this year.'
              : 'Based on today’s balance; the real figure will use the balance at the end of the year before.'
          }
        />
        <ResultList
          items={[
            { label: 'Monthly amount', value: result.monthlyAmount, description: 'If you spread it over 12 payments.' },
            {
              label: 'Life-expectancy factor',
              value: result.lifeExpectancyFactor.toFixed(1),
              description: joint
                ? `From the IRS Joint Life and Last Survivor table (Table II) for you at ${result.rmdAge} and your spouse.`
                : `From the IRS Uniform Lifetime Table for age ${result.rmdAge}.`,
            },
            ...(joint
              ? [
                  {
                    label: 'RMD under the Uniform table',
                    value: result.uniformRmdAmount,
                    description: `Divisor ${result.uniformFactor.toFixed(1)}, for an owner without a much younger spouse.`,
                  },
                  {
                    label: 'Smaller by',
                    value: result.uniformRmdAmount - result.rmdAmount,
                    description: 'What Table II saves you from withdrawing this year.',
                  },
                ]
              : []),
          ]}
        />
        <DataTable
          caption={`Projected RMDs: first ${shown.length} of ${result.projectedRMDs.length} years`}
          columns={[
            { header: 'Age', cell: (p: ProjectedRmd) => p.age },
            {
              header: 'Balance at the start of the year',
              numeric: true,
              cell: (p: ProjectedRmd) => formatCurrency(p.balance),
            },
            {
              header: 'RMD',
              numeric: true,
              cell: (p: ProjectedRmd) => (p.rmdAmount > 0 ? formatCurrency(p.rmdAmount) : 'Not due yet'),
            },
          ]}
          rows={shown}
          rowKey={(p) => String(p.age)}
        />
        <Chart
          title={`RMDs over ${result.projectedRMDs.length} years`}
          summary={`If the account grows ${RMD_PROJECTION.growthRate}% a year after each withdrawal, your RMD at age ${last?.age ?? result.age} would be about ${formatCurrency(last?.rmdAmount ?? 0)}.`}
          kind="bar"
          data={chartData}
          xKey="age"
          xLabel="Age"
          series={[{ key: 'rmd', label: 'RMD', format: { style: 'currency' } }]}
        />
        <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.taxYear} />
      </LiveCalculator>
      <section className={s.info} aria-labelledby="rmd-start-ages">
        <h3 id="rmd-start-ages">When RMDs begin</h3>
        <p>Your start age depends on the year you were born (SECURE Act and SECURE 2.0 Act):</p>
        <ul>
          {START_AGES.map((row) => (
            <li key={row.born}>
              Born {row.born}: age {row.age}
            </li>
          ))}
        </ul>
        <p>
          RMDs begin at {SECURE_2.age} if you were born from {SECURE_2.from} to {SECURE_2.to}, and at{' '}
          {SECURE_2_LATER.age} if you were born in {SECURE_2_LATER.from} or later.
        </p>
      </section>
      <section className={s.info} aria-labelledby="rmd-missed">
        <h3 id="rmd-missed">If you miss an RMD</h3>
        <p>
          The IRS charges an excise tax of {RMD_EXCISE.standard}% of the amount you should have taken, or{' '}
          {RMD_EXCISE.corrected}% if you correct it in time (usually within two years). It was formerly{' '}
          {RMD_EXCISE.before2023}%, until the end of 2022.
        </p>
      </section>
      <Recommendations title="Planning tips" headingLevel={3} items={PLANNING_TIPS} />
      <section className={s.info} aria-labelledby="rmd-table">
        <h3 id="rmd-table">IRS Uniform Lifetime Table</h3>
        <p>Divide your balance by the factor for your age. This table applies to distribution years 2022 and later.</p>
        <DataTable
          className={s.narrowTable}
          caption="Uniform Lifetime Table: age and life-expectancy factor"
          captionId="rmd-table-caption"
          columns={[
            {
              header: 'Age',
              cell: (row: LifetimeRow) => (row.age === UNIFORM_LIFETIME_MAX_AGE ? `${row.age} and over` : row.age),
            },
            { header: 'Life-expectancy factor', numeric: true, cell: (row: LifetimeRow) => row.divisor.toFixed(1) },
          ]}
          rows={tableRows}
          rowKey={(row) => String(row.age)}
        />
      </section>
      {/* SPEC §2: the standalone RMD screen ends with a footer; here it carries the sources and the limits of the estimate. */}
      <footer className={s.info}>
        <p>
          Sources: {UNIFORM_LIFETIME_SOURCE}; start ages from the SECURE Act §114 and SECURE 2.0 Act §107; excise tax
          from SECURE 2.0 Act §302.
        </p>
        <p>
          This estimate is for an account owner. It uses the Uniform Lifetime Table, or the Joint Life and Last Survivor
          table ({JOINT_LIFE_SOURCE}) when your spouse is your only beneficiary and more than 10 years younger.
          Inherited accounts follow other rules: <Link to="/tools/inherited-ira">inherited IRA calculator</Link>. Check
          the figure with your IRA or plan provider before you withdraw.
        </p>
      </footer>
    </>
  );
}
