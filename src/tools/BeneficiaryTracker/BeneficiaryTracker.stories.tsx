import type { Meta } from '@storybook/react-vite';
import { BeneficiaryTracker } from './BeneficiaryTracker';
import { toolStories } from '../shared/testing/toolStories';
import { tool } from './tool';
import { wordsWhenRead } from '../shared/testing/wordsWhenRead';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Beneficiary designation tracker',
  tags: ['!autodocs'],
  component: BeneficiaryTracker,
  ...frame,
} satisfies Meta<typeof BeneficiaryTracker>;
export default meta;

// Words read from the tool's catalog when a story plays, so the stories pass in either language.
const heading = (count: number) => () => m.listHeading({ count: String(count) });
const saved = (items: unknown[] | null) => ({ beneficiaries: items && { v: 1, data: items } });
const today = new Date().toISOString().slice(0, 10);
const familyIra = {
  id: '1700000000000',
  accountName: 'Family IRA',
  accountType: 'retirement',
  institution: 'Broker Co',
  accountNumber: '9876',
  primaryBeneficiary: 'Ben Ortiz',
  primaryPercent: 60,
  secondaryBeneficiary: 'Cara Ortiz',
  secondaryPercent: 40,
  lastUpdated: '2021-02-14',
  notes: 'Matches the will.',
};
const termLife = {
  id: '1700000000001',
  accountName: 'Term life policy',
  accountType: 'life-insurance',
  institution: 'Mutual Insurance',
  accountNumber: '',
  primaryBeneficiary: 'Ben Ortiz',
  primaryPercent: 100,
  secondaryBeneficiary: '',
  secondaryPercent: 0,
  lastUpdated: today,
  notes: '',
};

/** Nothing saved yet: the empty list. */
export const Defaults = story({
  saved: saved(null),
  shows: wordsWhenRead(m.emptyList, heading(0)),
  hides: wordsWhenRead(m.needsReview),
});

/** Two designations, one last checked years ago so it shows "Needs Review". */
export const FilledIn = story({
  saved: saved([familyIra, termLife]),
  shows: wordsWhenRead(
    heading(2),
    () => 'Family IRA',
    () => 'Term life policy',
    m.needsReview,
  ),
  hides: wordsWhenRead(m.emptyList),
});

/** Every designation checked recently: no review badge. */
export const AllUpToDate = story({
  saved: saved([{ ...familyIra, lastUpdated: today }, termLife]),
  shows: wordsWhenRead(heading(2)),
  hides: wordsWhenRead(m.needsReview, m.emptyList),
});

/** The form sent with required fields empty: the error summary, and nothing saved. */
export const ErrorMissingRequired = story({
  saved: saved(null),
  press: wordsWhenRead(m.addButton, m.saveDesignation),
  shows: wordsWhenRead(m.requiredMessage, heading(0)),
});
