import type { Meta } from '@storybook/react-vite';
import { HomeModificationPlanner, SELECTIONS_STORE_ID } from './HomeModificationPlanner';
import { encodeComparisonHash } from '../shared/scenarios/scenarios';
import { startFrom, toolStories, valueCappedStory, type ToolStory } from '../shared/testing/toolStories';
import { plannerScenarioInputs } from './scenario';
import { tool } from './tool';
import { CUT, inShownWords, textBefore } from '../shared/testing/storyWords';
import * as scenarioWords from '../shared/scenarios/messages';
import * as m from './messages';

const { frame, story } = toolStories(tool);

const meta = {
  title: 'Tools/Home modification planner',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: HomeModificationPlanner,
  ...frame,
} satisfies Meta<typeof HomeModificationPlanner>;
export default meta;

const chosen = (items: { id: string; selected: boolean; priority: string }[]) => ({
  [`tool-inputs-${SELECTIONS_STORE_ID}`]: { v: 1, data: items },
});
// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const NONE = () => m.noItemsHelp();
const WITHIN = () => new RegExp(`^${textBefore(m.budgetWithin({ amount: CUT })).source}`);
const EXCEEDED = () => new RegExp(`^${textBefore(m.budgetExceeded({ amount: CUT })).source}`);

/** Nothing chosen yet: no budget verdict, a prompt instead. */
export const Defaults = inShownWords(story, () => ({ shows: [NONE()], hides: [WITHIN(), EXCEEDED()] }));

/** A bathroom-first plan inside a 3,000 budget over a year: within budget, items in three phases. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { budget: 3000, timeline: '1-year' },
  saved: chosen([
    { id: 'grab-bars', selected: true, priority: 'high' },
    { id: 'shower-bench', selected: true, priority: 'high' },
    { id: 'handrails', selected: true, priority: 'medium' },
    { id: 'night-lights', selected: true, priority: 'low' },
    { id: 'stair-lift', selected: false, priority: 'low' },
  ]),
  shows: [WITHIN(), m.itemsChosen({ count: 4 })],
  hides: [EXCEEDED(), NONE()],
}));

/** Seven big items on the default 5,000 budget: "Budget exceeded by $6,950" with the hint. */
export const OverBudget = inShownWords(story, () => ({
  saved: chosen(
    [
      'ramp',
      'stair-lift',
      'walk-in-shower',
      'non-slip-tiles',
      'doorway-widening',
      'adjustable-counters',
      'security-system',
    ].map((id, i) => ({
      id,
      selected: true,
      priority: (['high', 'medium', 'low', 'none'] as const)[i % 4]!,
    })),
  ),
  shows: [EXCEEDED(), m.itemsChosen({ count: 7 })],
  hides: [WITHIN()],
}));

/**
 * Opened from a shared comparison link: night lights alone against night lights and a ramp on a
 * 1,000 budget. The ramp row says "Differs"; the total rises by $1,200 and goes over budget by $250.
 */
export const SharedComparison: ToolStory = {
  ...inShownWords(story, () => ({ shows: [scenarioWords.resultsCaption(), m.notChosen(), /^\+\$1,200$/, /^\$250$/] })),
  beforeEach: startFrom(
    encodeComparisonHash(
      'home-modification',
      {
        name: 'Night lights only',
        inputs: plannerScenarioInputs(1000, '6-months', [{ id: 'night-lights', selected: true, priority: 'low' }]),
      },
      {
        name: 'With a ramp',
        inputs: plannerScenarioInputs(1000, '6-months', [
          { id: 'night-lights', selected: true, priority: 'low' },
          { id: 'ramp', selected: true, priority: 'high' },
        ]),
      },
    ),
  ),
};

export const ErrorValueCapped = valueCappedStory();
