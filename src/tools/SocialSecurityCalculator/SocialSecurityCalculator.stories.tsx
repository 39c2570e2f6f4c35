import type { Meta } from '@storybook/react-vite';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

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
const bestAt = (age: number) => new RegExp(`claiming at ${age} adds up to the most`);

/** The defaults (born 1964, planning to 85): waiting to 70 adds up to the most. */
export const Defaults = story({ shows: [bestAt(70)] });

/** Born 1959 (full retirement age 66 and 10 months), planning to 92 with a 2.5 % cost-of-living rise. */
export const FilledIn = story({
  inputs: { birthYear: 1959, fraBenefit: 2650, lifeExpectancy: 92, colaPercent: 2.5 },
  shows: ['66 and 10 months', bestAt(70)],
});

/** Planning to 75: claiming at 62 adds up to the most. */
export const BestAt62 = story({ inputs: { ...born1964, lifeExpectancy: 75 }, shows: [bestAt(62)] });

/** Planning to 80: a claiming age between 62 and 70 (66) adds up to the most. */
export const BestInBetween = story({ inputs: { ...born1964, lifeExpectancy: 80 }, shows: [bestAt(66)] });

/** Planning only to 62: no claiming age pays anything by then, said in words. */
export const ShortHorizon = story({
  inputs: { ...born1964, lifeExpectancy: 62 },
  shows: [/no benefits are received at any claiming age/],
});

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
export const Couple = story({
  inputs: couple,
  shows: [/Best pair of claiming ages/, /Deemed filing applies/, /What other pairs give up/],
});

/** If one of us dies: you die at 64 before your spouse has claimed, so your spouse can take their own benefit first and switch to the full survivor benefit later. */
export const CoupleSurvivorSwitch = story({
  inputs: { ...couple, spouseBirthYear: 1966, whoDies: 'you', dyingAge: 64, fraBenefit: 2400, spouseFraBenefit: 900 },
  shows: [/If one of us dies/, /Or take their own benefit first/, /does not drop/],
});

/** Ages at death from SSA's period life table 2022 by sex: the default and its working are shown, and the reader can change them. */
export const CoupleLifeTable = story({
  inputs: { ...couple, yourSex: 'female', spouseSex: 'male', yourDeathAge: 0, spouseDeathAge: 0 },
  shows: [/SSA period life table 2022: a woman of \d+ lives on average to/, /a man of \d+ lives on average to/],
});

/** Bad couple input in plain words: a spouse too young and an age at death before today. */
export const CoupleBadInput = story({
  inputs: { ...couple, birthYear: 1950, spouseBirthYear: 2010, yourDeathAge: 62 },
  shows: [/too young to plan claiming ages for/, /is below your age today/],
});

/** With the birth month given, claiming ages already past are left out. */
export const PastAgesLeftOut = story({
  inputs: { birthYear: 1958, birthMonth: 1, fraBenefit: 2000 },
  shows: [/are past, so they are left out/],
});
