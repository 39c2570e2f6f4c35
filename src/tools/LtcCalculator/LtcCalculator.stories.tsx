import type { Meta } from '@storybook/react-vite';
import { LtcCalculator } from './LtcCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/LTC insurance calculator',
  tags: ['!autodocs'],
  component: LtcCalculator,
  ...frame,
} satisfies Meta<typeof LtcCalculator>;
export default meta;

const PROMPT = 'Press Calculate to see your estimate.';
const STALE = /You have changed some details/;
const florida = {
  age: 62,
  gender: 'female',
  state: 'florida',
  healthStatus: 'good',
  careSetting: 'assisted',
  careDuration: 4,
  dailyBenefit: 300,
  eliminationPeriod: 90,
  inflationProtection: 'cpi',
  benefitPeriod: 4,
};

/** Before Calculate is pressed: the prompt, no figures. */
export const Defaults = story({ shows: [PROMPT], hides: ['Total cost of care'] });

/** A 62-year-old in Florida planning for assisted living, calculated. */
export const FilledIn = story({
  inputs: florida,
  press: ['Calculate'],
  shows: ['Total cost of care', 'Recommendations', /in Florida/],
  hides: [PROMPT, STALE],
});

/** Calculated, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterCalculating = story({
  inputs: florida,
  press: ['Calculate'],
  act: typeInto(/^Your age/, '66'),
  shows: [STALE, 'Total cost of care'],
});

/** An age above 85: the field caps it and says so in words. */
export const AgeCapped = story({ act: typeInto(/^Your age/, '92'), shows: [/The most you can enter is 85 years/] });

export const ErrorValueCapped = valueCappedStory();
