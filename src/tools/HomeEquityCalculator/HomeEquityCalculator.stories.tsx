import type { Meta } from '@storybook/react-vite';
import { HomeEquityCalculator } from './HomeEquityCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { inShownWords } from '../shared/testing/storyWords';
import { tool } from './tool';
import { formatDecimal } from '../../i18n/numberText';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Home equity calculator',
  tags: ['!autodocs'],
  component: HomeEquityCalculator,
  ...frame,
} satisfies Meta<typeof HomeEquityCalculator>;
export default meta;

// The three grades (SPEC §4 grades equity in three bands): 20 % or more, 10 % to 20 %, under 10 %. Whole badge text, so "Good" matches only the badge.
// Words are read from the catalog when a story plays (a getter per grade), in the language it is shown in.
const whole = (text: string) => new RegExp(`^${text}$`);
const GRADE = {
  get excellent() {
    return whole(m.statusExcellent());
  },
  get good() {
    return whole(m.statusGood());
  },
  get limited() {
    return whole(m.statusLimited());
  },
};
const otherGrades = (shown: keyof typeof GRADE) =>
  (['excellent', 'good', 'limited'] as const).filter((name) => name !== shown).map((name) => GRADE[name]);
/** "You own 37.5% of your home's value.", with the percentage written as the tool writes it. */
const youOwn = (percent: number) =>
  m.equityTodayDescription({ percent: formatDecimal(percent, { minFraction: 1, maxFraction: 1, grouping: true }) });
const loan = { interestRate: 6, loanTerm: 30, yearsRemaining: 24, annualAppreciation: 3, yearsProjection: 10 };

/** The defaults: 37.5 % equity, "Excellent equity position". */
export const Defaults = inShownWords(story, () => ({
  shows: [GRADE.excellent, youOwn(37.5)],
  hides: otherGrades('excellent'),
}));

/** A small balance left on an older loan: 86 % equity, excellent. */
export const FilledIn = inShownWords(story, () => ({
  inputs: {
    homeValue: 650000,
    mortgageBalance: 90000,
    interestRate: 3.5,
    loanTerm: 30,
    yearsRemaining: 6,
    annualAppreciation: 4,
    yearsProjection: 10,
  },
  shows: [GRADE.excellent, youOwn(86.2)],
  hides: otherGrades('excellent'),
}));

/** 15 % equity: the middle grade, "Good". */
export const GoodEquity = inShownWords(story, () => ({
  inputs: { ...loan, homeValue: 400000, mortgageBalance: 340000 },
  shows: [GRADE.good, youOwn(15.0)],
  hides: otherGrades('good'),
}));

/** Owing more than the home is worth: the "Limited" grade, in words and colour. */
export const Underwater = inShownWords(story, () => ({
  inputs: {
    homeValue: 300000,
    mortgageBalance: 320000,
    interestRate: 7,
    loanTerm: 30,
    yearsRemaining: 28,
    annualAppreciation: 2,
    yearsProjection: 5,
  },
  shows: [GRADE.limited, youOwn(-6.7)],
  hides: otherGrades('limited'),
}));

export const ErrorValueCapped = valueCappedStory();
