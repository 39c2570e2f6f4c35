import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { definitionLanguageProblem } from '../../../glossary/shownLanguage';
import { currentLocale } from '../../../i18n/locale';
import { loadRadixCollapsible } from '../../../kit/useLazyCollapsible';
import { FieldTerm, fieldTermTitle, loadFieldTermDefinitions } from './FieldTerm';
import { termInLabel } from './fieldTermMatcher';

/**
 * A tool's labels are its catalog's words; these examples stand for two of them. Under a Spanish story
 * the field shows its Spanish label (as the tools' own catalogs write it), matched against the Spanish
 * glossary.
 */
const SPANISH_LABELS: Readonly<Record<string, string>> = {
  'HSA balance today': 'Saldo de su HSA hoy',
  'Medicare Part B premium (per month)': 'Prima de la Parte B de Medicare (por mes)',
};
const labelShown = (label: string) => (currentLocale() === 'es' ? (SPANISH_LABELS[label] ?? label) : label);

/** The "What is …?" disclosure under a tool field whose label holds a glossary term. */
const meta = {
  title: 'Tools/Shared/FieldTerm',
  component: FieldTerm,
  args: { label: 'HSA balance today' },
  render: (args) => <FieldTerm label={labelShown(args.label)} />,
  // In the site Radix and the definitions arrive when a reader reaches for the disclosure (the unit
  // tests cover that); here they are loaded first, so a press meets the finished disclosure.
  loaders: [async () => ({ parts: await Promise.all([loadRadixCollapsible(), loadFieldTermDefinitions()]) })],
} satisfies Meta<typeof FieldTerm>;
export default meta;
type Story = StoryObj<typeof meta>;

// The button's words are read when the story plays, in the language it is shown in: "What is HSA?"
// or "¿Qué es HSA?" (fieldTermTitle). The terms and definitions are the glossary's in that language
// (virtual:evergreen/field-terms holds every language in Storybook).
const titleFor = (label: string) => fieldTermTitle(termInLabel(labelShown(label))!.alias);

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
    const id = termInLabel(labelShown(args.label))!.term.id;
    const definition = (await loadFieldTermDefinitions())[id]!;
    await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(canvas.getByText(definition, { exact: false })).toBeVisible());
    // The definition is the story's language's: under Spanish, never the English glossary's words.
    const shown = canvasElement.querySelector(`[data-field-term="${id}"] p`)?.textContent ?? '';
    await expect(definitionLanguageProblem(id, shown)).toBeUndefined();
  },
};

export const Words: Story = {
  args: { label: 'Medicare Part B premium (per month)' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: titleFor(args.label) })).toBeInTheDocument();
  },
};
