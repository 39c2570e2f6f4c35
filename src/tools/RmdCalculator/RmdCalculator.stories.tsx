import type { Meta } from '@storybook/react-vite';
import { RmdCalculator } from './RmdCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = { title: 'Tools/RMD calculator', tags: ['!autodocs'], component: RmdCalculator, ...frame } satisfies Meta<
  typeof RmdCalculator
>;
export default meta;

/** Opens on 2026 at age 73, the first age with an RMD due that year (born 1953): the first screen answers. */
export const Defaults = story({ shows: ['RMD due for 2026', 'Your 2026 RMD'] });

/** A filled-in scenario, shared through the URL fragment: 78 in 2024, RMD due. */
export const FilledIn = story({
  inputs: { age: 78, balance: 650000, taxYear: 2024 },
  shows: ['RMD due for 2024', 'Your 2024 RMD'],
  hides: [/No RMD due/],
});

/** An age under 70: nothing is calculated; the one start-age rule for that birth year, and a pointer for heirs. */
export const TooYoung = story({
  inputs: { age: 65, balance: 500000, taxYear: 2026 },
  shows: ['your RMDs start at age 75', 'Inherited this account?'],
  hides: [/RMD due for/],
});

/** A sole-beneficiary spouse more than 10 years younger (Pub. 590-B: 75 and 64 → 25.3): Table II, and how much smaller. */
export const YoungerSpouse = story({
  inputs: { age: 75, balance: 253000, taxYear: 2026, spouseSole: 'yes', spouseAge: 64 },
  shows: ['Joint Life and Last Survivor table', 'Smaller by'],
});

/** 72 in 2024 (born 1952, start age 73): no RMD due yet, the first one to plan for instead. */
export const NotDueYet = story({
  inputs: { age: 72, balance: 500000, taxYear: 2024 },
  shows: ['No RMD due for 2024', 'First RMD to plan for (at age 73)'],
});

export const ErrorValueCapped = valueCappedStory();
