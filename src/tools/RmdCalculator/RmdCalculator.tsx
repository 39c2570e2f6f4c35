import { Link } from 'wouter';
import {
  LazyChart,
  DataTable,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  StatusBadge,
  formatCurrency,
} from '../../kit';
import { monthName } from '../../kit/format';
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
  useLiveCalculator,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { DEFAULTS, ageHint } from './fields';
import { assumptionWords, formulaWords, noteWords, startAgeWords } from './rmdWords';
import { explained } from '../shared/core/explained';
import { rich } from '../../i18n/rich';
import * as m from './messages';
import { computeRmd } from './scenario';
import type { ToolProps } from '../types';
import * as s from './RmdCalculator.css';
import { tool } from './tool';

type ProjectedRmd = ReturnType<typeof computeRmd>['projectedRMDs'][number];
type LifetimeRow = (typeof tableRows)[number];

/** The form's one fieldset, its legend read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [[m.yourAccount(), ['age', 'balance', 'taxYear']]];

const tableRows = Object.entries(UNIFORM_LIFETIME_TABLE).map(([age, divisor]) => ({ age: Number(age), divisor }));

/** Each start age with the birth years it covers, read from the rule (SECURE Act §114, SECURE 2.0 §107). */
const cohort = (birthYear: number) => {
  const years = birthYearCohort(birthYear, (year) => rmdStartAge(year));
  // The last cohort has no end year: its sentence says "or later" and never reads `to`.
  return { from: years.from, to: years.to ?? years.from, age: startAgeWords(rmdStartAge(birthYear)) };
};
const SECURE = cohort(RMD_AGE_COHORTS.secure);
const SECURE_2 = cohort(RMD_AGE_COHORTS.secure2);
const SECURE_2_LATER = cohort(RMD_AGE_COHORTS.secure2Later);

/** For an owner with no RMD due yet: an heir's RMD follows other rules, in the inherited IRA tool. */
function InheritedPointer() {
  return (
    <span>
      {rich(m.inheritedPointer, {
        link: <Link to="/tools/inherited-ira">{m.inheritedPointerLink()}</Link>,
      })}
    </span>
  );
}

/** RMD calculator (SPEC §2 standalone screen with the IRS table, §3 inputs and outputs, §5 bounds, §9 "RMD" formula and projection, corrected by RULES.md): live results. */
export function RmdCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, computeRmd);
  const { inputs } = form;
  const due = result.status === 'due';
  const joint = result.divisorTable === 'joint';
  const shown = result.projectedRMDs.slice(0, RMD_PROJECTION.shownYears);
  // Ages as text: the kit's bar chart draws no bars on a numeric category axis. Balances stay out of
  // the chart because they are about 25 times the RMDs and would flatten the bars.
  const chartData = result.projectedRMDs.map((p) => ({ age: String(p.age), rmd: Math.round(p.rmdAmount) }));
  const last = result.projectedRMDs[result.projectedRMDs.length - 1];
  const message = noteWords(result.note, result.spouseNote);

  return (
    <>
      <LiveCalculator
        form={form}
        inputs={
          <>
            <ToolFieldsets
              sets={fieldsets()}
              field={form.field}
              changes={{ age: { hint: ageHint(inputs.age, inputs.taxYear) } }}
            />
            <Fieldset legend={m.yourBeneficiary()}>
              {form.field('spouseSole')}
              {inputs.spouseSole === 'yes' && form.field('spouseAge')}
            </Fieldset>
          </>
        }
        title={m.resultsTitle()}
        status={result.status === 'not-calculated' ? 'empty' : 'ready'}
        emptyMessage={
          inputs.age > 0 && inputs.age < result.startAge ? (
            <>
              {message} <InheritedPointer />
            </>
          ) : (
            message
          )
        }
        summary={
          result.status === 'not-calculated'
            ? message
            : due
              ? m.summaryDue({
                  taxYear: result.taxYear,
                  amount: formatCurrency(result.rmdAmount),
                  monthly: formatCurrency(result.monthlyAmount),
                })
              : m.summaryNotDue({
                  taxYear: result.taxYear,
                  age: result.rmdAge,
                  amount: formatCurrency(result.rmdAmount),
                })
        }
      >
        <p>
          <StatusBadge tone={due ? 'warning' : 'neutral'}>
            {due ? m.badgeDue({ taxYear: result.taxYear }) : m.badgeNotDue({ taxYear: result.taxYear })}
          </StatusBadge>
        </p>
        <p>{message}</p>
        {!due && (
          <p>
            <InheritedPointer />
          </p>
        )}
        <ResultCard
          label={due ? m.cardDueLabel({ taxYear: result.taxYear }) : m.cardFirstLabel({ age: result.rmdAge })}
          value={result.rmdAmount}
          emphasis="primary"
          description={due ? m.cardDueDescription() : m.cardFirstDescription()}
        />
        <ResultList
          items={[
            { label: m.monthlyLabel(), value: result.monthlyAmount, description: m.monthlyDescription() },
            {
              label: m.factorLabel(),
              value: result.lifeExpectancyFactor.toFixed(1),
              description: joint ? m.factorJoint({ age: result.rmdAge }) : m.factorUniform({ age: result.rmdAge }),
            },
            ...(joint
              ? [
                  {
                    label: m.uniformRmdLabel(),
                    value: result.uniformRmdAmount,
                    description: m.uniformRmdDescription({ divisor: result.uniformFactor.toFixed(1) }),
                  },
                  {
                    label: m.smallerByLabel(),
                    value: result.uniformRmdAmount - result.rmdAmount,
                    description: m.smallerByDescription(),
                  },
                ]
              : []),
          ]}
        />
        <DataTable
          caption={m.projectionCaption({ shown: shown.length, total: result.projectedRMDs.length })}
          columns={[
            { header: m.ageColumn(), cell: (p: ProjectedRmd) => p.age },
            {
              header: m.balanceColumn(),
              numeric: true,
              cell: (p: ProjectedRmd) => formatCurrency(p.balance),
            },
            {
              header: m.rmdColumn(),
              numeric: true,
              cell: (p: ProjectedRmd) => (p.rmdAmount > 0 ? formatCurrency(p.rmdAmount) : m.notDueYetCell()),
            },
          ]}
          rows={shown}
          rowKey={(p) => String(p.age)}
        />
        <LazyChart
          title={m.chartTitle({ years: result.projectedRMDs.length })}
          summary={m.chartSummary({
            rate: RMD_PROJECTION.growthRate,
            age: last?.age ?? result.age,
            amount: formatCurrency(last?.rmdAmount ?? 0),
          })}
          kind="bar"
          data={chartData}
          xKey="age"
          xLabel={m.ageColumn()}
          series={[{ key: 'rmd', label: m.rmdColumn(), format: { style: 'currency' } }]}
        />
        <HowCalculated {...explained(result, assumptionWords, formulaWords)} taxYear={result.taxYear} />
      </LiveCalculator>
      <section className={s.info} aria-labelledby="rmd-start-ages">
        <h3 id="rmd-start-ages">{m.startAgesHeading()}</h3>
        <p>{m.startAgesIntro()}</p>
        {/* The start age by year of birth (SECURE Act §114, SECURE 2.0 Act §107). */}
        <ul>
          {/* The 1949 cohort splits at 1 July (born in the first half: 70½), which birth years alone cannot show. */}
          <li>{m.bornBefore1949({ age: startAgeWords(rmdStartAge(RMD_AGE_COHORTS.original)) })}</li>
          <li>{m.born1949To({ to: SECURE.to, age: SECURE.age })}</li>
          <li>{m.bornFromTo({ from: SECURE_2.from, to: SECURE_2.to, age: SECURE_2.age })}</li>
          <li>{m.bornOrLater({ from: SECURE_2_LATER.from, age: SECURE_2_LATER.age })}</li>
        </ul>
        <p>
          {m.startAgesSummary({
            age: SECURE_2.age,
            from: SECURE_2.from,
            to: SECURE_2.to,
            laterAge: SECURE_2_LATER.age,
            laterFrom: SECURE_2_LATER.from,
          })}
        </p>
      </section>
      <section className={s.info} aria-labelledby="rmd-missed">
        <h3 id="rmd-missed">{m.missedHeading()}</h3>
        <p>
          {m.missedText({
            standard: RMD_EXCISE.standard,
            corrected: RMD_EXCISE.corrected,
            before: RMD_EXCISE.before2023,
          })}
        </p>
      </section>
      <Recommendations
        title={m.tipsTitle()}
        headingLevel={3}
        items={[
          m.tipFirstRmd({
            deadline: m.dayOfMonth({ day: RMD_FIRST_DEADLINE.day, month: monthName(RMD_FIRST_DEADLINE.month) }),
          }),
          m.tipBalance(),
          m.tipSeveralIras(),
          m.tipQcd({ qcdAge: startAgeWords(QCD_MIN_AGE) }),
          m.tipRoth(),
        ]}
      />
      <section className={s.info} aria-labelledby="rmd-table">
        <h3 id="rmd-table">{m.tableHeading()}</h3>
        <p>{m.tableIntro()}</p>
        <DataTable
          className={s.narrowTable}
          caption={m.tableCaption()}
          captionId="rmd-table-caption"
          columns={[
            {
              header: m.ageColumn(),
              cell: (row: LifetimeRow) =>
                row.age === UNIFORM_LIFETIME_MAX_AGE ? m.ageAndOver({ age: row.age }) : row.age,
            },
            { header: m.factorLabel(), numeric: true, cell: (row: LifetimeRow) => row.divisor.toFixed(1) },
          ]}
          rows={tableRows}
          rowKey={(row) => String(row.age)}
        />
      </section>
      {/* SPEC §2: the standalone RMD screen ends with a footer; here it carries the sources and the limits of the estimate. */}
      <footer className={s.info}>
        <p>{m.sources({ uniformSource: UNIFORM_LIFETIME_SOURCE })}</p>
        <p>
          {rich(m.limits, {
            jointSource: JOINT_LIFE_SOURCE,
            link: <Link to="/tools/inherited-ira">{m.limitsLink()}</Link>,
          })}
        </p>
      </footer>
    </>
  );
}
