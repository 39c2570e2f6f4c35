import { screen } from '@testing-library/react';
import { formatCurrency } from '../../kit/format';
import { startsWith } from '../shared/testing/storyWords';
import { labelled, polite, pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import * as bornWords from './words.messages';
import { tool } from './tool';

const died = labelled(m.ownerDeathYearLabel);
const siblingAnswer = () => m.relationshipSibling({ maxYounger: 10 });
/** The summary: the rule, this year's minimum and the deadline. */
const summary = (rule: string, amount: number, finalYear: number) =>
  polite(m.summary({ rule, year: 2026, amount: formatCurrency(amount), finalYear }));
const tenYearRule = () => m.ruleTenYearWithYearlyRmd({ years: 10 });

transcriptOfSteps(
  'Inherited IRA, as heard: plain questions (who you are as radio buttons), then the rule, this year’s minimum and the deadline in one short summary; bad input in words; a sister told politely which rule her birth year gives',
  { tool, timeout: 90_000 },
  {
    balance: typing(
      {
        en: 'Typing 300,000 as the balance and leaving the field',
        es: 'Escribir 300,000 como el saldo y salir de la casilla',
      },
      labelled(m.balanceLabel),
      '300000',
    ),
    beforeBirth: typing(
      {
        en: 'Typing 1940 as the year the owner died, before the owner’s birth year',
        es: 'Escribir 1940 como el año en que murió el dueño, antes del año en que nació',
      },
      died,
      '1940',
    ),
    before2020: typing(
      { en: 'Typing 2025 as the year the owner died', es: 'Escribir 2025 como el año en que murió el dueño' },
      died,
      '2025',
    ),
    ownerBorn: typing(
      {
        en: 'Typing 1944 as the owner’s birth year (Elena’s brother)',
        es: 'Escribir 1944 como el año en que nació el dueño (el hermano de Elena)',
      },
      labelled(m.ownerBirthYearLabel),
      '1944',
    ),
    ownerDied: typing(
      { en: 'Typing 2023 as the year the owner died', es: 'Escribir 2023 como el año en que murió el dueño' },
      died,
      '2023',
    ),
    elena: typing(
      {
        en: 'Typing 1952 as your birth year, 8 years after the owner',
        es: 'Escribir 1952 como su año de nacimiento, 8 años después del dueño',
      },
      labelled(m.beneficiaryBirthYearLabel),
      '1952',
    ),
    sibling: pressingKey(
      {
        en: 'Choosing the sibling answer with the up arrow',
        es: 'Elegir la respuesta del hermano o hermana con la flecha hacia arriba',
      },
      () => screen.getByRole('radio', { name: startsWith(m.relationshipOther()) }),
      '{ArrowUp}',
    ),
  },
  ({ form, heard, sr }) => {
    expect(form[0]).toBe(`region, ${sr.title}`);
    expect(form.some((p) => p.startsWith(`group, ${m.relationshipLabel()}`))).toBe(true);
    expect(form).toContain(`radio, ${siblingAnswer()}, not checked, position 4, set size 6`);
    // Owner born 1948, died 2024 after the RBD: 300,000 / 35.2 = 8,522.73 (inheritedIra.test.ts).
    expect(heard.balance.announcements).toEqual([summary(tenYearRule(), 8_523, 2034)]);
    expect(heard.beforeBirth.announcements).toEqual([
      polite(m.problemDeathBeforeBirth({ deathYear: 1940, ownerBirthYear: 1948 })),
    ]);
    expect(heard.before2020.announcements).toEqual([summary(tenYearRule(), 8_499, 2035)]);
    // Elena: the warning is heard politely, then the life expectancy rule (300,000 / 15.2 = 19,736.84).
    const born = bornWords.bornApart({ beneficiaryBirthYear: 1952, gap: 8, direction: 'after', ownerBirthYear: 1944 });
    expect(heard.elena.announcements).toEqual([
      polite(bornWords.eligibleByAge({ born, maxYounger: 10, siblingAnswer: siblingAnswer() })),
      summary(m.ruleLifeExpectancy(), 19_737, 2041),
    ]);
    expect(heard.sibling.phrases.at(-1)).toBe(`radio, ${siblingAnswer()}, checked, position 4, set size 6`);
    expect(screen.getByRole('radio', { name: siblingAnswer() })).toBeChecked();
    expect(screen.getByRole('group', { name: m.relationshipLabel() })).not.toHaveAccessibleDescription(
      new RegExp(born.slice(0, 20)),
    );
  },
);
