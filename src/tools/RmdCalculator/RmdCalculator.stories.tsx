import type { Meta } from '@storybook/react-vite';
import { RmdCalculator } from './RmdCalculator';
import { toolStories, valueCappedStory } from '../shared/toolStories';

const { frame, story } = toolStories('rmd', 'Required Minimum Distribution Calculator', 'Estimate the smallest amount the IRS requires you to take this year.');
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = { title: 'Tools/RMD calculator', tags: ['!autodocs'], component: RmdCalculator, ...frame } satisfies Meta<typeof RmdCalculator>;
export default meta;

/** Opens on 2026 at age 72 (born 1954, start age 73): not due yet. */
export const Defaults = story({ shows: ['No RMD due for 2026'] });

/** A filled-in scenario, shared through the URL fragment: 78 in 2024, RMD due. */
export const FilledIn = story({ inputs: { age: 78, balance: 650000, taxYear: 2024 }, shows: ['RMD due for 2024', 'Your 2024 RMD'], hides: [/No RMD due/] });

/** An age under 70: nothing is calculated and a plain prompt shows instead. */
export const TooYoung = story({ inputs: { age: 65, balance: 500000, taxYear: 2024 }, shows: ['Enter an age of at least 70'], hides: [/RMD due for/] });

/** 72 in 2024 (born 1952, start age 73): no RMD due yet, the first one to plan for instead. */
export const NotDueYet = story({ inputs: { age: 72, balance: 500000, taxYear: 2024 }, shows: ['No RMD due for 2024', 'First RMD to plan for (at age 73)'] });

export const ErrorValueCapped = valueCappedStory();
