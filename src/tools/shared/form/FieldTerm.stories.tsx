import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadRadixCollapsible } from '../../../kit/useLazyCollapsible';
import { FieldTerm, fieldTermTitle, loadFieldTermDefinitions, termInLabel } from './FieldTerm';

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

// The button's words are read when the story plays, in the language it is shown in: "What is HSA?"
// or "¿Qué es HSA?" (fieldTermTitle). The labels and definitions are the glossary's, which Storybook
// builds in English (virtual:evergreen/field-terms follows the build's language).
const titleFor = (label: string) => fieldTermTitle(termInLabel(label)!.alias);

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: titleFor(args.label) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = titleFor(args.label);
    const definition = (await loadFieldTermDefinitions())[termInLabel(args.label)!.term.id]!;
    await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(canvas.getByText(definition, { exact: false })).toBeVisible());
  },
};

export const Words: Story = {
  args: { label: 'Medicare Part B premium (per month)' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: titleFor(args.label) })).toBeInTheDocument();
  },
};
