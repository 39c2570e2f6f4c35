import type { Meta } from '@storybook/react-vite';
import { WithdrawalCalculator } from './WithdrawalCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { calculateWords, inShownWords, staleNote, startsWith } from '../shared/testing/storyWords';
import * as m from './messages';

// SPEC §4: results appear only after Calculate, so every story but the first presses it.
const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Withdrawal calculator',
  tags: ['!autodocs'],
  component: WithdrawalCalculator,
  ...frame,
} satisfies Meta<typeof WithdrawalCalculator>;
export default meta;

// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const calculate = () => [calculateWords()];
const PROMPT = () => m.emptyMessage();
const STALE = () => staleNote();
const age75 = {
  age: 75,
  annualIncomeNeed: 95000,
  socialSecurity: 32000,
  pension: 12000,
  currentTaxBracket: 22,
  retirementTaxBracket: 22,
  traditional401k: 400000,
  roth401k: 0,
  traditionalIRA: 300000,
  rothIRA: 80000,
  taxable: 150000,
  hsa: 20000,
  expectedReturn: 5,
  inflation: 3,
};
const noAccounts = {
  age: 66,
  annualIncomeNeed: 60000,
  socialSecurity: 24000,
  pension: 0,
  currentTaxBracket: 12,
  retirementTaxBracket: 12,
  traditional401k: 0,
  roth401k: 0,
  traditionalIRA: 0,
  rothIRA: 0,
  taxable: 0,
  hsa: 0,
  expectedReturn: 6,
  inflation: 3,
};

/** Before Calculate is pressed: the prompt. */
export const Defaults = inShownWords(story, () => ({ shows: [PROMPT()], hides: [m.savedLabel()] }));

/** 75 with a pension and every kind of account: the need is fully covered. */
export const FilledIn = inShownWords(story, () => ({
  inputs: age75,
  press: calculate(),
  shows: [m.savedLabel()],
  hides: [m.rowNotCovered(), STALE()],
}));

/** Only Social Security and empty accounts: part of the need is "Not covered". */
export const EmptyAccounts = inShownWords(story, () => ({
  inputs: noAccounts,
  press: calculate(),
  shows: [m.savedLabel(), m.rowNotCovered()],
}));

/** Calculated, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterCalculating = inShownWords(story, () => ({
  inputs: age75,
  press: calculate(),
  act: typeInto(startsWith(m.ageLabel()), '76'),
  shows: [STALE(), m.savedLabel()],
}));

export const ErrorValueCapped = valueCappedStory();
