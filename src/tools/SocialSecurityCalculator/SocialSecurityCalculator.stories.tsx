import type { Meta } from '@storybook/react-vite';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords } from '../shared/testing/storyWords';
import * as cm from './calculator.messages';
import * as c from './couple.messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Social Security claiming age calculator',
  tags: ['!autodocs'],
  component: SocialSecurityCalculator,
  ...frame,
} satisfies Meta<typeof SocialSecurityCalculator>;
export default meta;

const born1964 = { birthYear: 1964, fraBenefit: 2000, colaPercent: 0 };
// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message's words with any text where a value is given as CUT. */
const shape = (message: string) => new RegExp(message.split(CUT).map(escape).join('.*'));
const bestAt = (age: number) =>
  shape(cm.chartSummaryBest({ lifeExpectancy: CUT, age, amount: CUT, dollars: '' }).replace(/^.*?, /, CUT));

/** The defaults (born 1964, planning to 85): waiting to 70 adds up to the most. */
export const Defaults = inShownWords(story, () => ({ shows: [bestAt(70)] }));

/** Born 1959 (full retirement age 66 and 10 months), planning to 92 with a 2.5 % cost-of-living rise. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { birthYear: 1959, fraBenefit: 2650, lifeExpectancy: 92, colaPercent: 2.5 },
  shows: [cm.fraAgeMonths({ years: 66, months: 10 }), bestAt(70)],
}));

/** Planning to 75: claiming at 62 adds up to the most. */
export const BestAt62 = inShownWords(story, () => ({
  inputs: { ...born1964, lifeExpectancy: 75 },
  shows: [bestAt(62)],
}));

/** Planning to 80: a claiming age between 62 and 70 (66) adds up to the most. */
export const BestInBetween = inShownWords(story, () => ({
  inputs: { ...born1964, lifeExpectancy: 80 },
  shows: [bestAt(66)],
}));

/** Planning only to 62: no claiming age pays anything by then, said in words. */
export const ShortHorizon = inShownWords(story, () => ({
  inputs: { ...born1964, lifeExpectancy: 62 },
  shows: [shape(cm.chartSummaryNone({ lifeExpectancy: CUT }))],
}));

export const ErrorValueCapped = valueCappedStory();

const couple = {
  mode: 'couple',
  birthYear: 1964,
  birthMonth: 1,
  fraBenefit: 2400,
  spouseBirthYear: 1964,
  spouseBirthMonth: 1,
  spouseFraBenefit: 900,
  yourDeathAge: 90,
  spouseDeathAge: 90,
  realDiscountPercent: 0,
};

/** Couple mode (loaded when chosen): the higher earner (2,400) waits to 70; the best pair, why, and what others give up. */
export const Couple = inShownWords(story, () => ({
  inputs: couple,
  shows: [c.bestLabel(), c.deemed(), c.otherPairsCaption()],
}));

/** If one of us dies: you die at 64 before your spouse has claimed, so your spouse can take their own benefit first and switch to the full survivor benefit later. */
export const CoupleSurvivorSwitch = inShownWords(story, () => ({
  inputs: { ...couple, spouseBirthYear: 1966, whoDies: 'you', dyingAge: 64, fraBenefit: 2400, spouseFraBenefit: 900 },
  shows: [
    c.diesHeading(),
    shape(c.switchOwnFirst({ survivor: 'spouse', first: CUT, fromAge: CUT, thenAge: CUT, then: CUT })),
    shape(c.diesNoDrop({ before: CUT, after: CUT })),
  ],
}));

/** Ages at death from SSA's period life table 2022 by sex: the default and its working are shown, and the reader can change them. */
export const CoupleLifeTable = inShownWords(story, () => ({
  inputs: { ...couple, yourSex: 'female', spouseSex: 'male', yourDeathAge: 0, spouseDeathAge: 0 },
  shows: [
    shape(cm.lifeTableHint({ year: '2022', sex: 'female', age: CUT, deathAge: CUT })),
    shape(cm.lifeTableHint({ year: '2022', sex: 'male', age: CUT, deathAge: CUT })),
  ],
}));

/** Bad couple input in plain words: a spouse too young and an age at death before today. */
export const CoupleBadInput = inShownWords(story, () => ({
  inputs: { ...couple, birthYear: 1950, spouseBirthYear: 2010, yourDeathAge: 62 },
  shows: [
    shape(c.problemSpouseYoung({ age: CUT })),
    shape(c.problemYourDeathAge({ deathAge: CUT, age: CUT, least: CUT })),
  ],
}));

/** With the birth month given, claiming ages already past are left out. */
export const PastAgesLeftOut = inShownWords(story, () => ({
  inputs: { birthYear: 1958, birthMonth: 1, fraBenefit: 2000 },
  shows: [shape(cm.pastAges({ age: CUT }))],
}));
