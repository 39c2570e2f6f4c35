import type { Meta } from '@storybook/react-vite';
import { LtcCalculator } from './LtcCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { calculateWords, cappedAt, inShownWords, staleNote, startsWith } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/LTC insurance calculator',
  tags: ['!autodocs'],
  component: LtcCalculator,
  ...frame,
} satisfies Meta<typeof LtcCalculator>;
export default meta;

// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
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
export const Defaults = inShownWords(story, () => ({ shows: [m.emptyMessage()], hides: [m.totalLabel()] }));

/** A 62-year-old in Florida planning for assisted living, calculated. */
export const FilledIn = inShownWords(story, () => ({
  inputs: florida,
  press: [calculateWords()],
  shows: [m.totalLabel(), m.recommendationsTitle(), m.regionFlorida()],
  hides: [m.emptyMessage(), staleNote()],
}));

/** Calculated, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterCalculating = inShownWords(story, () => ({
  inputs: florida,
  press: [calculateWords()],
  act: typeInto(startsWith(m.ageLabel()), '66'),
  shows: [staleNote(), m.totalLabel()],
}));

/** An age above 85: the field caps it and says so in words. */
export const AgeCapped = inShownWords(story, () => ({
  act: typeInto(startsWith(m.ageLabel()), '92'),
  shows: [cappedAt('85')],
}));

export const ErrorValueCapped = valueCappedStory();
