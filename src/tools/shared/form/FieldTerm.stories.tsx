import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadRadixCollapsible } from '../../../kit/useLazyCollapsible';
import { FieldTerm, loadFieldTermDefinitions } from './FieldTerm';

/** The "What is …?" disclosure under a tool field whose label holds a glossary term. */
const meta = {
  title: 'Tools/Shared/FieldTerm',
  component: FieldTerm,
  args: { label: 'HSA balance today' },
  // In the site Radix and the definitions arrive when a reader reaches for the disclosure (the unit
  // tests cover that); here they are loaded first, so a press meets the finished disclosure.
  loaders: [async () => ({ parts: await Promise.all([loadRadixCollapsible(), loadFieldTermDefinitions()]) })],
} satisfies Meta<typeof FieldTerm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'What is HSA?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'What is HSA?' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'What is HSA?' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await waitFor(() => expect(canvas.getByText(/A savings account for medical costs/)).toBeVisible());
  },
};

export const Words: Story = {
  args: { label: 'Medicare Part B premium (per month)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'What is Part B?' })).toBeInTheDocument();
  },
};
