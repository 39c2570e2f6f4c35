import type { Meta } from '@storybook/react-vite';
import { RmdCalculator } from './RmdCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords, textBefore, withCuts } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = { title: 'Tools/RMD calculator', tags: ['!autodocs'], component: RmdCalculator, ...frame } satisfies Meta<
  typeof RmdCalculator
>;
export default meta;

/** Opens on 2026 at age 73, the first age with an RMD due that year (born 1953): the first screen answers. */
export const Defaults = inShownWords(story, () => ({
  shows: [m.badgeDue({ taxYear: 2026 }), m.cardDueLabel({ taxYear: 2026 })],
}));

/** A filled-in scenario, shared through the URL fragment: 78 in 2024, RMD due. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { age: 78, balance: 650000, taxYear: 2024 },
  shows: [m.badgeDue({ taxYear: 2024 }), m.cardDueLabel({ taxYear: 2024 })],
  hides: [m.badgeNotDue({ taxYear: 2024 })],
}));

/** An age under 70: nothing is calculated; the one start-age rule for that birth year, and a pointer for heirs. */
export const TooYoung = inShownWords(story, () => ({
  inputs: { age: 65, balance: 500000, taxYear: 2026 },
  shows: [
    withCuts(m.tooYoung({ taxYear: 2026, birthYear: CUT, startAge: 75, firstYear: CUT })),
    textBefore(m.inheritedPointer({ link: CUT })),
  ],
  hides: [m.badgeDue({ taxYear: 2026 }), m.badgeNotDue({ taxYear: 2026 })],
}));

/** A sole-beneficiary spouse more than 10 years younger (Pub. 590-B: 75 and 64 → 25.3): Table II, and how much smaller. */
export const YoungerSpouse = inShownWords(story, () => ({
  inputs: { age: 75, balance: 253000, taxYear: 2026, spouseSole: 'yes', spouseAge: 64 },
  shows: [m.factorJoint({ age: 75 }), m.smallerByLabel()],
}));

/** 72 in 2024 (born 1952, start age 73): no RMD due yet, the first one to plan for instead. */
export const NotDueYet = inShownWords(story, () => ({
  inputs: { age: 72, balance: 500000, taxYear: 2024 },
  shows: [m.badgeNotDue({ taxYear: 2024 }), m.cardFirstLabel({ age: 73 })],
}));

export const ErrorValueCapped = valueCappedStory();
