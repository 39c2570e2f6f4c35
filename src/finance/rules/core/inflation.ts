/**
 * The site-wide inflation assumption used to show a projection "in today's dollars" when a tool
 * has no inflation input of its own.
 *
 * 2 % a year: the Federal Open Market Committee's longer-run inflation goal, "inflation at the
 * rate of 2 percent, as measured by the annual change in the price index for personal consumption
 * expenditures" (FOMC, Statement on Longer-Run Goals and Monetary Policy Strategy, first adopted
 * January 2012; the 2 percent goal is kept in every revision since, including August 2020).
 * It is a policy goal, not a forecast, and it is measured with the PCE index, which has tended to
 * rise a little more slowly than the CPI that most retirees' costs follow; tools say so.
 */
export const SITE_INFLATION_PERCENT = 2;

export const SITE_INFLATION_SOURCE =
  'the Federal Reserve’s longer-run inflation goal of 2% a year (FOMC Statement on Longer-Run Goals and Monetary Policy Strategy, first adopted January 2012, kept at 2% since)';

/** Inflation rates a tool may pass in, percent a year; anything outside is brought inside. */
export const INFLATION_BOUNDS = { min: 0, max: 20 } as const;
