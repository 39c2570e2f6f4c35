import { defineToolPlan } from '../shared/core/toolPlan';
import { planNumber, planPercentWords } from '../shared/core/toolPlan';
import type { InputRecord } from '../shared/core/toolState';
import * as pm from './myPlan.messages';

/** With no yearly increase entered, the tool counts every payment at today's prices. */
const dollars = (inputs: InputRecord) =>
  planNumber(inputs.colaPercent) === 0
    ? pm.dollarsNoCola()
    : pm.dollarsCola({ percent: planPercentWords(planNumber(inputs.colaPercent)) });

/** Inputs only the couple view reads (and any other about the spouse). */
const COUPLE_ONLY = new Set(['yourDeathAge', 'yourSex', 'realDiscountPercent', 'whoDies', 'dyingAge']);
/** One person: the couple's inputs are left out; a couple: the one-person life expectancy (the couple view uses ages at death). */
const showInput = (inputs: InputRecord, key: string) =>
  inputs.mode === 'couple' ? key !== 'lifeExpectancy' : !(COUPLE_ONLY.has(key) || key.startsWith('spouse'));

/** What My plan shows of the social-security tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 1,
  why: pm.why,
  dollars,
  showInput,
  question: (_i, _r, f) => pm.question({ age: f('bestClaimAge'), lifetime: f('bestLifetime') }),
});
