import { Checkbox, formatNumber, type Assumption } from '../../../kit';
import { inflationAssumption, type InflationAssumption } from '../../../finance/core/todaysDollars';
import * as s from './TodaysDollars.css';
import * as m from './TodaysDollars.messages';

/** "in 2026 dollars": the words every relabelled figure, chart and table carries. */
export function inDollarsOf(baseYear: number): string {
  return m.inDollarsOf({ year: baseYear });
}

/** The announced summary, saying which dollars it uses while today's dollars are shown (`null`: nominal). */
export function summaryInDollarsOf(baseYear: number | null, summary: string): string {
  return baseYear === null ? summary : m.summaryInDollarsOf({ year: baseYear, summary });
}

/**
 * Whose rate it is, in a few words for a field's hint (the full citation would run to ten lines on a phone):
 * "the Federal Reserve’s long-run inflation goal", or "the inflation rate you entered".
 */
const shortSourceWords = (assumption: InflationAssumption) =>
  assumption.basis === 'site' ? m.siteRateShort() : m.enteredRate();

/** The source "How this is calculated" cites: the rule's citation, or the reader's own rate in words. */
const sourceWords = (assumption: InflationAssumption) =>
  assumption.basis === 'site' && assumption.source !== undefined ? assumption.source : m.enteredRate();

/** The rate in words: "2% a year (the Federal Reserve’s …)". */
function rateInWords(assumption: InflationAssumption): string {
  return m.rateInWords({ rate: formatNumber(assumption.percent, 1), source: shortSourceWords(assumption) });
}

/**
 * What "How this is calculated" adds while the choice is on: the conversion as a formula and
 * the rate with its source. `what` names the figures converted, e.g. "Each year's balances".
 */
export function todaysDollarsExplanation(
  baseYear: number,
  assumption: InflationAssumption,
  what: string,
): { formulas: string[]; assumptions: Assumption[] } {
  const rate = formatNumber(assumption.percent, 1);
  return {
    formulas: [m.conversionFormula({ what, year: baseYear, rate })],
    assumptions: [
      {
        label: m.conversionLabel(),
        value: m.conversionValue({ what, year: baseYear, rate }),
        source: sourceWords(assumption),
      },
    ],
  };
}

export interface TodaysDollarsConversion {
  baseYear: number;
  assumption: InflationAssumption;
  /** The figures converted, as the start of a sentence: "Each year's balances". */
  what: string;
}

/** A result's formulas and assumptions for HowCalculated, with the conversion added while it is on (`null`: off). */
export function howCalculatedWith(
  explained: { formulas: readonly string[]; assumptions: readonly Assumption[] },
  conversion: TodaysDollarsConversion | null,
) {
  if (!conversion) return { formulas: explained.formulas, assumptions: explained.assumptions };
  const extra = todaysDollarsExplanation(conversion.baseYear, conversion.assumption, conversion.what);
  return {
    formulas: [...explained.formulas, ...extra.formulas],
    assumptions: [...explained.assumptions, ...extra.assumptions],
  };
}

/**
 * What follows from one choice, the figures in today's dollars of `baseYear` or as they will be paid
 * (`null`): the words after each relabelled figure (", in 2026 dollars", or none), the announced
 * summary, and "How this is calculated" with the conversion at `assumption`'s rate while it is on.
 */
export function todaysDollarsView(baseYear: number | null, assumption: InflationAssumption) {
  return {
    dollars: baseYear === null ? '' : `, ${inDollarsOf(baseYear)}`,
    summary: (summary: string) => summaryInDollarsOf(baseYear, summary),
    howCalculated: (explained: Parameters<typeof howCalculatedWith>[0], what: string) =>
      howCalculatedWith(explained, baseYear === null ? null : { baseYear, assumption, what }),
  };
}

export interface TodaysDollarsToggleProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The tool's "today": the tax year or calendar year its figures start from. */
  baseYear: number;
  /** The tool's own inflation rate where it has one; else the site-wide assumption is used. */
  inflationPercent?: number;
  /**
   * The hint in the tool's own words, where prices do not rise at one rate (the retirement income plan's
   * historical starts replay each year's own inflation); else it names the one rate and its source.
   */
  hint?: string;
}

/**
 * The one "Show in today's dollars" choice every multi-year projection offers: a labelled native
 * checkbox (the whole row is a 44 px target, kit focus ring) whose hint says which year's dollars
 * and which inflation rate, with its source.
 */
export function TodaysDollarsToggle({
  checked,
  onCheckedChange,
  baseYear,
  inflationPercent,
  hint,
}: TodaysDollarsToggleProps) {
  const assumption = inflationAssumption(inflationPercent);
  return (
    <div className={s.box}>
      <Checkbox
        label={m.toggleLabel()}
        hint={hint ?? m.toggleHint({ year: baseYear, rate: rateInWords(assumption) })}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
