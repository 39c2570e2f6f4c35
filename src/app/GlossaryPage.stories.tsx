import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  },
};
