import { CALENDAR_YEAR } from '../../../kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScenarioComparison } from './ScenarioComparison';
import type { ComparisonField } from '../core/comparisonFields';
import { compareInputs, compareResults } from './scenarios';
import { inFrame } from '../testing/toolStories';

const fields: ComparisonField[] = [
  { key: 'age', label: 'Your age at the end of the tax year', format: { style: 'years' } },
  { key: 'balance', label: 'Account balance', format: { style: 'currency' } },
  { key: 'taxYear', label: 'Tax year', format: CALENDAR_YEAR },
];
const now = { name: 'Now', inputs: { age: 73, balance: 265_000, taxYear: 2024 } };
const grows = { name: 'Balance grows', inputs: { age: 73, balance: 300_000, taxYear: 2024 } };

const meta: Meta<typeof ScenarioComparison> = {
  title: 'Tools/Shared/Scenario comparison',
  component: ScenarioComparison,
  decorators: [inFrame('Compare scenarios', 'Two sets of answers side by side.')],
};
export default meta;
type Story = StoryObj<typeof ScenarioComparison>;

/** The current inputs against a saved scenario: one input differs, and so does the RMD (265,000 / 26.5 vs 300,000 / 26.5). */
export const OneInputDiffers: Story = {
  args: {
    aName: now.name,
    bName: grows.name,
    inputRows: compareInputs(fields, now, grows),
    resultRows: compareResults(
      [{ key: 'rmd', label: 'RMD for the year', format: { style: 'currency' } }],
      { rmd: 10_000 },
      { rmd: 11_320.75 },
    ),
  },
};

/** Two scenarios with the same inputs. */
export const Identical: Story = {
  args: {
    aName: 'Now',
    bName: 'Copy',
    inputRows: compareInputs(fields, now, { ...now, name: 'Copy' }),
    resultRows: compareResults(
      [{ key: 'rmd', label: 'RMD for the year', format: { style: 'currency' } }],
      { rmd: 10_000 },
      { rmd: 10_000 },
    ),
  },
};
