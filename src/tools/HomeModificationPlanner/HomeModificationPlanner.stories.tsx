import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { HomeModificationPlanner, SELECTIONS_STORE_ID } from './HomeModificationPlanner';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof HomeModificationPlanner> = {
  title: 'Tools/Home modification planner',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: HomeModificationPlanner,
  args: { title: 'Home Modification Planner' },
  decorators: [
    (Story) => (
      <Frame title="Home Modification Planner" description="Choose the changes that would make your home safer and see what they cost.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HomeModificationPlanner>;

const selectionsKey = `tool-inputs-${SELECTIONS_STORE_ID}`;
const setSelections = (items: { id: string; selected: boolean; priority: string }[]) =>
  sessionStorage.setItem(selectionsKey, JSON.stringify({ v: 1, data: items }));

export const Defaults: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** A bathroom-first plan inside a 3,000 budget over a year: within budget, items in three phases. */
export const FilledIn: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    setSelections([
      { id: 'grab-bars', selected: true, priority: 'high' },
      { id: 'shower-bench', selected: true, priority: 'high' },
      { id: 'handrails', selected: true, priority: 'medium' },
      { id: 'night-lights', selected: true, priority: 'low' },
      { id: 'stair-lift', selected: false, priority: 'low' },
    ]);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#tool=home-modification&v=1&budget=3000&timeline=1-year`);
  },
};

/** Everything chosen on the default 5,000 budget: "Budget exceeded by $6,950" with the hint. */
export const OverBudget: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    setSelections(
      ['ramp', 'stair-lift', 'walk-in-shower', 'non-slip-tiles', 'doorway-widening', 'adjustable-counters', 'security-system'].map((id, i) => ({
        id,
        selected: true,
        priority: (['high', 'medium', 'low', 'none'] as const)[i % 4]!,
      })),
    );
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
