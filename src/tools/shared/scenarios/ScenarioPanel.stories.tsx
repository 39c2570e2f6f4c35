import { CALENDAR_YEAR } from '../../../kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculateRmd } from '../../../finance';
import type { RmdTaxYear } from '../../../finance/tax/rmd';
import { scenariosStore } from '../../../storage';
import { ScenarioPanel } from './ScenarioPanel';
import { inFrame } from '../testing/toolStories';

const DEFAULTS = { age: 72, balance: 500_000, taxYear: 2024 };
const rmdResults = (inputs: typeof DEFAULTS) => ({
  rmdAmount: calculateRmd({ ...inputs, taxYear: inputs.taxYear as RmdTaxYear }).rmdAmount,
});

const meta: Meta<typeof ScenarioPanel<typeof DEFAULTS>> = {
  title: 'Tools/Shared/Scenario panel',
  component: ScenarioPanel,
  args: {
    toolId: 'rmd',
    defaults: DEFAULTS,
    inputs: { age: 73, balance: 265_000, taxYear: 2024 },
    fields: [
      { key: 'age', label: 'Your age', format: { style: 'years' } },
      { key: 'balance', label: 'Account balance', format: { style: 'currency' } },
      { key: 'taxYear', label: 'Tax year', format: CALENDAR_YEAR },
    ],
    resultFields: [{ key: 'rmdAmount', label: 'RMD for the year', format: { style: 'currency' } }],
    results: rmdResults,
  },
  decorators: [inFrame('Required Minimum Distribution Calculator', 'Scenarios for the RMD calculator.')],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: only "Save as scenario" is offered. */
export const NothingSaved: Story = {
  beforeEach: () => {
    scenariosStore('rmd').remove();
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** Opened from a shared comparison link. */
export const SharedComparison: Story = {
  beforeEach: () => {
    scenariosStore('rmd').write([
      { name: 'Balance grows', savedAt: '2026-11-22T10:00:00Z', inputs: { age: 73, balance: 300_000, taxYear: 2024 } },
    ]);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${window.location.search}#compare=rmd&v=1&a=Now&b=Balance+grows&a.age=73&a.balance=265000&a.taxYear=2024&b.age=73&b.balance=300000&b.taxYear=2024`,
    );
  },
};
