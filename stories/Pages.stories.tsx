import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticlePage } from '../src/articles/ArticlePage';
import { HomePage } from '../src/app/HomePage';
import { NotFoundPage } from '../src/app/NotFoundPage';
import splitArticle from '../content/articles/home-equity-calculator.md';
import placeholderArticle from '../content/articles/tax-impact-calculator.md';
import ltcGuide from '../content/articles/long-term-care-planning-guide.md';
import plainGuide from '../content/articles/estate-planning-guide.md';

// Whole pages: each is its own story (a docs page of them would stack several pages, each with its own landmarks).
const meta: Meta = { title: 'Pages/Article layouts', tags: ['!autodocs'], parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** The marker-element split: text, the tool in its frame, more text. */
export const SplitAtMarker: Story = { render: () => <ArticlePage article={splitArticle} /> };

/** The bracketed-placeholder split with its call to action and the two link lists. */
export const SplitAtPlaceholder: Story = { render: () => <ArticlePage article={placeholderArticle} /> };

/** The LTC insurance guide: green frame, fixed labels and the guide's static sections. */
export const LtcGuide: Story = { render: () => <ArticlePage article={ltcGuide} /> };

/** A guide with no tool. */
export const PlainGuide: Story = { render: () => <ArticlePage article={plainGuide} /> };

export const Home: Story = { render: () => <HomePage /> };

export const NotFound: Story = { render: () => <NotFoundPage /> };
