import type { Meta } from '@storybook/react-vite';
import { InheritedIraCalculator } from './InheritedIraCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { planInheritedIra } from '../../finance/estate/inheritedIraPlan';
import { CUT, inShownWords, textBefore } from '../shared/testing/storyWords';
import { ruleWords } from './inheritedWords';
import { relationshipCheckWords, waiverWords, yearsInWords } from './words';
import * as m from './messages';
import * as w from './words.messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Inherited IRA calculator',
  tags: ['!autodocs'],
  component: InheritedIraCalculator,
  ...frame,
} satisfies Meta<typeof InheritedIraCalculator>;
export default meta;

// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const deadline = (year: number) => m.deadlineDate({ year });
const waivedSentence = () => textBefore(w.waived({ years: CUT, ruleYears: 10, count: 1, notices: '' }));
const elenaBorn = () => w.bornApart({ beneficiaryBirthYear: 1952, gap: 8, direction: 'after', ownerBirthYear: 1944 });

/** Opens on an adult child whose parent (born 1948) died in 2024 after starting RMDs: 10 years with a yearly minimum. */
export const Defaults = inShownWords(story, () => ({
  shows: [ruleWords('tenYearWithYearlyRmd'), m.minimumLabel({ year: 2026 }), deadline(2034)],
}));

/** A surviving spouse born 1952 who treats the account as their own: the Uniform table at 74, and the other choice beside it. */
export const FilledIn = inShownWords(story, () => ({
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
  shows: [ruleWords('treatAsOwn'), m.altRemainBeneficiary()],
}));

/** The owner died before the required beginning date: 10 years, nothing yearly. */
export const TenYearNoYearly = inShownWords(story, () => ({
  inputs: { relationship: 'otherPerson', ownerBirthYear: 1958, ownerDeathYear: 2025, beneficiaryBirthYear: 1985 },
  shows: [ruleWords('tenYear'), deadline(2035)],
}));

/** A minor child: life expectancy until 21, then 10 years. */
export const MinorChild = inShownWords(story, () => ({
  inputs: { relationship: 'minorChild', ownerBirthYear: 1972, ownerDeathYear: 2024, beneficiaryBirthYear: 2012 },
  shows: [ruleWords('lifeExpectancy'), deadline(2043)],
}));

/** An estate, owner died before the required beginning date: 5 years. */
export const Estate = inShownWords(story, () => ({
  inputs: { relationship: 'estate', ownerBirthYear: 1958, ownerDeathYear: 2024 },
  shows: [ruleWords('fiveYear'), deadline(2029)],
}));

/** The owner died in the year of the required beginning date: the tool asks whether it was before 1 April. */
export const DiedInRbdYear = inShownWords(story, () => ({
  inputs: { ownerBirthYear: 1951, ownerDeathYear: 2025, diedBeforeApril: 'yes' },
  shows: [m.diedBeforeAprilLabel(), ruleWords('tenYear')],
}));

/**
 * Elena (issue #42): 74, her brother's IRA, with "someone else" still chosen. Born 8 years after him,
 * she is an eligible designated beneficiary: a polite warning under the answers, the life expectancy
 * rule, and her 2024 and 2025 minimums already due, with how to put a missed one right.
 */
export const SiblingWithSomeoneElseChosen = inShownWords(story, () => ({
  inputs: {
    relationship: 'otherPerson',
    ownerBirthYear: 1944,
    ownerDeathYear: 2023,
    beneficiaryBirthYear: 1952,
    balance: 200000,
  },
  shows: [elenaBorn(), ruleWords('lifeExpectancy'), w.yearlyDueEach({ years: yearsInWords([2024, 2025]) })],
  hides: [waivedSentence()],
}));

/** Elena with the sibling answer: the same rule and figures, no warning. */
export const Sibling = inShownWords(story, () => ({
  inputs: {
    relationship: 'notMoreThan10YearsYounger',
    ownerBirthYear: 1944,
    ownerDeathYear: 2023,
    beneficiaryBirthYear: 1952,
    balance: 200000,
  },
  // Form 5329 is named by its number in both languages.
  shows: [ruleWords('lifeExpectancy'), 'Form 5329'],
  hides: [elenaBorn()],
}));

/** The sibling answer, but born 15 years after the owner: the warning says the rules for other people apply. */
export const SiblingMoreThanTenYearsYounger = inShownWords(story, () => ({
  inputs: {
    relationship: 'notMoreThan10YearsYounger',
    ownerBirthYear: 1950,
    ownerDeathYear: 2024,
    beneficiaryBirthYear: 1965,
  },
  shows: [
    relationshipCheckWords(
      { code: 'moreThanTenYounger', yearsYounger: 15 },
      { ownerBirthYear: 1950, beneficiaryBirthYear: 1965, ownerDeathYear: 2024 },
    )!,
    ruleWords('tenYearWithYearlyRmd'),
  ],
}));

/** An adult child whose parent died in 2020 after the RBD: the waiver sentence, where the IRS notices applied. */
export const WaiverApplied = inShownWords(story, () => ({
  inputs: { relationship: 'otherPerson', ownerBirthYear: 1940, ownerDeathYear: 2020, beneficiaryBirthYear: 1975 },
  shows: [
    waiverWords(
      planInheritedIra({
        relationship: 'otherPerson',
        ownerBirthYear: 1940,
        ownerDeathYear: 2020,
        beneficiaryBirthYear: 1975,
        year: 2026,
        balance: 250_000,
      }).waived,
    )!,
  ],
}));

/** Bad input: a year of death before the owner's birth year gets a sentence saying what to change. */
export const ErrorDeathBeforeBirth = inShownWords(story, () => ({
  inputs: { ownerBirthYear: 1948, ownerDeathYear: 1940 },
  shows: [m.problemDeathBeforeBirth({ deathYear: 1940, ownerBirthYear: 1948 })],
  hides: [m.minimumLabel({ year: 2026 })],
}));

export const ErrorValueCapped = valueCappedStory();
