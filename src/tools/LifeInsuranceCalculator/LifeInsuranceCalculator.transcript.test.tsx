import { formatCurrency } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

transcriptOfSteps(
  'life insurance, as heard: the need announced after each change, a surplus said in words, years capped',
  { tool },
  {
    education: typing(
      { en: 'Typing 80,000 of education costs', es: 'Escribir 80,000 de costos de educación' },
      labelled(m.educationCostsLabel),
      '80000',
    ),
    cover: typing(
      {
        en: 'Typing 1,000,000 of existing life insurance',
        es: 'Escribir 1,000,000 de seguro de vida que ya tiene',
      },
      labelled(m.existingCoverageLabel),
      '1000000',
    ),
    years: typing(
      {
        en: 'Typing 100 years of income, above the most allowed',
        es: 'Escribir 100 años de ingresos, más de lo permitido',
      },
      labelled(m.yearsOfIncomeLabel),
      '100',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.educationCostsLabel()}, 0, ${moneyWords.inDollars()}`))).toBe(
      true,
    );
    expect(
      form.some((p) => p.startsWith(`textbox, ${m.yearsOfIncomeLabel()}, `) && p.endsWith(fieldWords.years())),
    ).toBe(true);
    // Education adds one for one: 712,833 + 80,000 = 792,833 (LifeInsuranceCalculator.test.tsx).
    expect(heard.education.announcements).toEqual([
      polite(
        m.summaryNeed({
          coverage: formatCurrency(792_833),
          needs: formatCurrency(942_833),
          resources: formatCurrency(150_000),
        }),
      ),
    ]);
    expect(heard.cover.announcements).toEqual([polite(m.summarySurplus({ surplus: formatCurrency(107_167) }))]);
    expect(heard.years.announcements).toEqual([
      cappedAbove(50, 'years'),
      polite(
        m.summaryNeed({
          coverage: formatCurrency(5_972_812),
          needs: formatCurrency(7_022_812),
          resources: formatCurrency(1_050_000),
        }),
      ),
    ]);
  },
);
