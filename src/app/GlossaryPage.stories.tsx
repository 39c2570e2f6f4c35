import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comparableTermCount, definitionLanguageProblem } from '../glossary/shownLanguage';
import { GlossaryPage } from './GlossaryPage';
import * as m from './glossaryPage.messages';

/** /glossary: every term with its anchor, plain definition and, for legal terms, its source. */
const meta = {
  title: 'App/GlossaryPage',
  component: GlossaryPage,
} satisfies Meta<typeof GlossaryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTerms: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: m.title() })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#irmaa')).not.toBeNull();
    // Every definition is in the story's language: a Spanish story shows the Spanish glossary (as /es/glossary
    // does), never the English one (src/glossary/shownLanguage.ts).
    const entries = [...canvasElement.querySelectorAll<HTMLElement>('dl > div[id]')];
    await expect(comparableTermCount(entries.map((entry) => entry.id))).toBeGreaterThan(40);
    const problems = entries
      .map((entry) => definitionLanguageProblem(entry.id, entry.querySelector('dd')?.textContent ?? ''))
      .filter((problem) => problem !== undefined);
    await expect(problems).toEqual([]);
  },
};
