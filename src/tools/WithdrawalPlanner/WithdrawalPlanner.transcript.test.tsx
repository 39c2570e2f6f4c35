import { formatCurrency, formatPercent } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
import * as moneyWords from '../../kit/MoneyInput/messages';
import * as filingWords from '../shared/core/filingStatus.messages';
import { calculateWords } from '../shared/testing/storyWords';
import {
  cappedBelow,
  choosing,
  labelled,
  polite,
  pressing,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

/** The plan read back: the need, what happened to the savings, and the totals. */
const reading = (outcome: string, tax: number, share: number) =>
  polite(
    [
      m.readingNoSocialSecurity({ need: formatCurrency(60_000) }),
      outcome,
      m.summaryTotals({ tax: formatCurrency(tax), surcharge: 'none', share: formatPercent(share, 1) }),
    ].join(' '),
  );

transcriptOfSteps(
  'withdrawal planner, as heard: after Calculate the need read back and what happened, not the year-by-year table',
  { tool },
  {
    calculate: pressing(
      { en: 'Moving to Calculate and pressing Enter', es: 'Ir a Calcular y pulsar Intro' },
      calculateWords,
    ),
    death: typing(
      {
        en: 'Typing 2020 as the year one of you dies, before the plan starts',
        es: 'Escribir 2020 como el año en que muere uno de los dos, antes de que empiece el plan',
      },
      labelled(m.deathYearLabel),
      '2020',
    ),
    deathCalc: pressing({ en: 'Pressing Calculate with that year', es: 'Pulsar Calcular con ese año' }, calculateWords),
    select: choosing(
      {
        en: 'Opening “Filing status”, moving down one option and choosing it',
        es: 'Abrir «Estado civil para la declaración», bajar una opción y elegirla',
      },
      labelled(m.filingStatusLabel),
      filingWords.marriedSeparate,
    ),
    young: typing(
      {
        en: 'Typing 45 as the age, below the youngest allowed, and leaving the field',
        es: 'Escribir 45 como la edad, menos de lo permitido, y salir de la casilla',
      },
      labelled(m.currentAgeLabel),
      '45',
    ),
    again: pressing({ en: 'Pressing Calculate again', es: 'Pulsar Calcular otra vez' }, calculateWords),
  },
  ({ form, heard, sr }) => {
    const years = fieldWords.years();
    expect(form[0]).toBe(`region, ${sr.title}`);
    expect(form).toContain(`textbox, ${m.currentAgeLabel()}, 65, ${m.currentAgeHint()} ${years}`);
    expect(form).toContain(`textbox, ${m.spouseAgeLabel()}, 65, ${m.spouseAgeHint()} ${years}`);
    expect(form).toContain(
      `textbox, ${m.planToAgeLabel()}, 95, ${m.planToAgeHintCouple({ least: 65, max: 110 })} ${years}`,
    );
    expect(form).toContain(`textbox, ${m.incomeNeedLabel()}, 60,000, ${moneyWords.inDollars()} ${m.incomeNeedHint()}`);
    expect(form).toContain(`button, ${calculateWords()}`);
    // Defaults on the 2026 tax year (WithdrawalPlanner.test.tsx): run out in 2038 at 77, taxes $7,500, efficiency 99 %.
    const couple = reading(
      m.outcomeRanOut({
        year: 2038,
        age: 77,
        spouse: 77,
        paid: formatCurrency(30_000),
        needed: formatCurrency(60_000),
        end: 2056,
        couple: 'yes',
        planToAge: 95,
      }),
      7_500,
      99,
    );
    expect(heard.calculate.announcements).toEqual([couple]);
    // The year-by-year table sits outside the live region: none of it is announced.
    const tableName = m.planCaption({ dollars: '', years: '' }).replace(/\.\s*$/, '');
    expect(sr.all.some((p) => p.includes(tableName))).toBe(false);
    expect(heard.deathCalc.announcements.at(-1)).toBe(
      `${couple} ${m.widowBeforeStart({ deathYear: 2020, first: 2026 })}`,
    );
    const filing = `combobox, ${m.filingStatusLabel()}, has popup listbox, not expanded, no autocomplete`;
    expect(heard.select.phrases).toEqual([
      filing,
      `option, ${filingWords.marriedJoint()}, selected, position 2, set size 3`,
      `option, ${filingWords.marriedSeparate()}, not selected, position 3, set size 3`,
      filing,
      filingWords.marriedSeparate(),
    ]);
    expect(heard.young.announcements).toEqual([cappedBelow(50, 'years')]);
    // Married filing separately plans for you alone: no spouse's age, and the year of a death is set aside.
    expect(heard.again.announcements).toEqual([
      reading(
        m.outcomeRanOut({
          year: 2038,
          age: 62,
          spouse: 'none',
          paid: formatCurrency(30_000),
          needed: formatCurrency(60_000),
          end: 2071,
          couple: 'no',
          planToAge: 95,
        }),
        33_100,
        95.6,
      ),
    ]);
  },
);
