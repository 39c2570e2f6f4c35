import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MyPlanView } from './MyPlanPage';
import {
  FIXTURE_DETAILS,
  FIXTURE_PLAN,
  FIXTURE_TODAY,
  fixtureSections,
  type PlanState,
} from './testing/myPlanFixtures';

/** My plan's content, built from fixed inputs with the tools' own finance functions (the page builds it from this browser's storage). */
const meta = {
  title: 'App/MyPlan',
  component: MyPlanView,
  parameters: { layout: 'padded' },
  args: { sections: null, details: {}, plan: { hiddenTools: [] }, today: FIXTURE_TODAY, onPlanChange: fn() },
} satisfies Meta<typeof MyPlanView>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (name: PlanState) => ({
  sections: fixtureSections(name),
  details: FIXTURE_DETAILS[name],
  plan: FIXTURE_PLAN[name],
});

/** Nothing stored: the reader is asked for their birth year and every tool is "Not done yet". */
export const Empty: Story = { args: state('empty') };

/** My details and three tools: Social Security, RMD and Roth conversion. */
export const Partial: Story = { args: state('partial') };

/** Married, both birth months, seven tools used. */
export const Full: Story = { args: state('full') };

/** My details has the birth year but no month, and no tool has it: the dates by year, past ones marked (issue I6). */
export const BirthYearOnly: Story = {
  args: { sections: [], details: { birthYear: 1961, filingStatus: 'single' }, plan: { hiddenTools: [] } },
};

/** Every date is past (born 1930): no calendar file is offered, and the page says why. */
export const AllDatesPast: Story = {
  args: { sections: [], details: { birthYear: 1930 }, plan: { birthMonth: 5, hiddenTools: [] } },
};

/** The Medicare tool's stored figures were unreadable: only its section says so. */
export const CorruptSection: Story = { args: state('corrupt') };

/** While the plan is read from this browser (and in the prerendered page). */
export const Loading: Story = {};
