/**
 * The sources the household plan's "How this is calculated" names. Apart from rules/household/plan.ts so the
 * plan's form, which reads only its fallbacks, does not load the life, RMD and returns tables these name.
 */
import { HISTORICAL_RETURNS_SOURCE } from './historicalReturnsSpan';
import { LIFE_TABLE_SOURCE } from '../socialSecurity/socialSecurityLifeTable';
import { UNIFORM_LIFETIME_SOURCE } from '../tax/rmdTable';
import { JOINT_LIFE_SOURCE } from '../tax/lifeExpectancyTables';

/** The sources the plan's "How this is calculated" names, by topic. */
export const HOUSEHOLD_SOURCES = {
  returns: HISTORICAL_RETURNS_SOURCE,
  lifeTable: LIFE_TABLE_SOURCE,
  rmdUniform: UNIFORM_LIFETIME_SOURCE,
  rmdJoint: JOINT_LIFE_SOURCE,
  rmdStartAge: 'SECURE Act §114; SECURE 2.0 Act §107 (73 for those born 1951–1959, 75 from 1960)',
  taxableSocialSecurity: 'IRS Pub. 915, Worksheet 1',
  capitalGains: '26 USC §1(h): 0, 15 and 20 % long-term capital gain rates',
  widowsTax: '26 USC §2(a), §6013: joint return for the year of death, single from the next year (no dependent child)',
  irmaa: '42 USC 1395r(i); CMS premium fact sheets (income of two years before)',
  socialSecurity:
    'Spouse’s benefit: 20 CFR 404.333, 404.410; widow(er)’s benefit: 20 CFR 404.410, SSA POMS RS 00615.301; the larger of two benefits: 20 CFR 404.407',
} as const;
