import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { userEvent, within } from 'storybook/test';
import { BeneficiaryTracker } from './BeneficiaryTracker';

const meta: Meta<typeof BeneficiaryTracker> = {
  title: 'Tools/Beneficiary designation tracker',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: BeneficiaryTracker,
  args: { title: 'Beneficiary Designation Tracker' },
  decorators: [
    (Story) => (
      <Frame title="Beneficiary Designation Tracker" description="Keep track of who inherits each account, and when you last checked.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof BeneficiaryTracker>;

const store = (items: unknown[]) => localStorage.setItem('beneficiaries', JSON.stringify({ v: 1, data: items }));

export const Defaults: Story = {
  beforeEach: () => {
    localStorage.removeItem('beneficiaries');
  },
};

/** Two designations, one last checked years ago so it shows "Needs Review". */
export const FilledIn: Story = {
  beforeEach: () => {
    store([
      { id: '1700000000000', accountName: 'Family IRA', accountType: 'retirement', institution: 'Broker Co', accountNumber: '9876', primaryBeneficiary: 'Ben Ortiz', primaryPercent: 60, secondaryBeneficiary: 'Cara Ortiz', secondaryPercent: 40, lastUpdated: '2021-02-14', notes: 'Matches the will.' },
      { id: '1700000000001', accountName: 'Term life policy', accountType: 'life-insurance', institution: 'Mutual Insurance', accountNumber: '', primaryBeneficiary: 'Ben Ortiz', primaryPercent: 100, secondaryBeneficiary: '', secondaryPercent: 0, lastUpdated: new Date().toISOString().slice(0, 10), notes: '' },
    ]);
  },
};

/** The form sent with required fields empty: the error summary with "Please fill in all required fields". */
export const MissingRequired: Story = {
  beforeEach: () => {
    localStorage.removeItem('beneficiaries');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add beneficiary designation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save designation' }));
  },
};
