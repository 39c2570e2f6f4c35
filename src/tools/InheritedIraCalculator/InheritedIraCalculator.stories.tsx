import type { Meta } from '@storybook/react-vite';
import { InheritedIraCalculator } from './InheritedIraCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Inherited IRA calculator',
  tags: ['!autodocs'],
  component: InheritedIraCalculator,
  ...frame,
} satisfies Meta<typeof InheritedIraCalculator>;
export default meta;

/** Opens on an adult child whose parent (born 1948) died in 2024 after starting RMDs: 10 years with a yearly minimum. */
export const Defaults = story({
  shows: ['10-year rule, with a yearly minimum', 'Your 2026 minimum', '31 December 2034'],
});

/** A surviving spouse born 1952 who treats the account as their own: the Uniform table at 74, and the other choice beside it. */
export const FilledIn = story({
  inputs: {
    accountType: 'traditional',
    relationship: 'spouse',
    ownerBirthYear: 1950,
    ownerDeathYear: 2024,
    beneficiaryBirthYear: 1952,
    balance: 400000,
    year: 2026,
    spouseChoice: 'treatAsOwn',
  },
  shows: ['Treat the account as your own', 'If you stay a beneficiary instead'],
});

/** The owner died before the required beginning date: 10 years, nothing yearly. */
export const TenYearNoYearly = story({
  inputs: { relationship: 'otherPerson', ownerBirthYear: 1958, ownerDeathYear: 2025, beneficiaryBirthYear: 1985 },
  shows: ['10-year rule, no yearly minimum', '31 December 2035'],
});

/** A minor child: life expectancy until 21, then 10 years. */
export const MinorChild = story({
  inputs: { relationship: 'minorChild', ownerBirthYear: 1972, ownerDeathYear: 2024, beneficiaryBirthYear: 2012 },
  shows: ['Life expectancy rule', '31 December 2043'],
});

/** An estate, owner died before the required beginning date: 5 years. */
export const Estate = story({
  inputs: { relationship: 'estate', ownerBirthYear: 1958, ownerDeathYear: 2024 },
  shows: ['5-year rule', '31 December 2029'],
});

/** The owner died in the year of the required beginning date: the tool asks whether it was before 1 April. */
export const DiedInRbdYear = story({
  inputs: { ownerBirthYear: 1951, ownerDeathYear: 2025, diedBeforeApril: 'yes' },
  shows: ['Did the owner die before 1 April of that year?', '10-year rule, no yearly minimum'],
});

/**
 * Elena (issue #42): 74, her brother's IRA, with "someone else" still chosen. Born 8 years after him,
 * she is an eligible designated beneficiary: a polite warning under the answers, the life expectancy
 * rule, and her 2024 and 2025 minimums already due, with how to put a missed one right.
 */
export const SiblingWithSomeoneElseChosen = story({
  inputs: {
    relationship: 'otherPerson',
    ownerBirthYear: 1944,
    ownerDeathYear: 2023,
    beneficiaryBirthYear: 1952,
    balance: 200000,
  },
  shows: [
    'You were born in 1952, 8 years after the owner (1944).',
    'Life expectancy rule',
    'Yearly minimums were due for 2024 and 2025',
  ],
  hides: [/waived/],
});

/** Elena with the sibling answer: the same rule and figures, no warning. */
export const Sibling = story({
  inputs: {
    relationship: 'notMoreThan10YearsYounger',
    ownerBirthYear: 1944,
    ownerDeathYear: 2023,
    beneficiaryBirthYear: 1952,
    balance: 200000,
  },
  shows: ['Life expectancy rule', 'Form 5329'],
  hides: [/8 years after the owner/],
});

/** The sibling answer, but born 15 years after the owner: the warning says the rules for other people apply. */
export const SiblingMoreThanTenYearsYounger = story({
  inputs: {
    relationship: 'notMoreThan10YearsYounger',
    ownerBirthYear: 1950,
    ownerDeathYear: 2024,
    beneficiaryBirthYear: 1965,
  },
  shows: [
    'That is more than 10 years younger, so the rules for other people apply',
    '10-year rule, with a yearly minimum',
  ],
});

/** An adult child whose parent died in 2020 after the RBD: the waiver sentence, where the IRS notices applied. */
export const WaiverApplied = story({
  inputs: { relationship: 'otherPerson', ownerBirthYear: 1940, ownerDeathYear: 2020, beneficiaryBirthYear: 1975 },
  shows: ['The IRS waived the yearly minimums for 2021 to 2024 under the 10-year rule'],
});

/** Bad input: a year of death before the owner's birth year gets a sentence saying what to change. */
export const ErrorDeathBeforeBirth = story({
  inputs: { ownerBirthYear: 1948, ownerDeathYear: 1940 },
  shows: ["The year of death, 1940, is before the owner's birth year, 1948."],
  hides: [/Your 2026 minimum/],
});

export const ErrorValueCapped = valueCappedStory();
