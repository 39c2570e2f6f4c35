import { formatCurrency, formatCurrencyCents } from '../../kit/format';
import {
  choosing,
  labelled,
  polite,
  pressing,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const way = labelled(m.wayLabel);

transcriptOfSteps(
  'earnings-record, as heard: the COLA letter’s benefit announced, then a typed year worked out, then saved to My details',
  { tool, timeout: 300_000 },
  {
    letterWay: choosing({ en: 'Choosing the COLA letter', es: 'Elegir la carta del COLA' }, way, m.wayLetter),
    letter: typing(
      { en: 'Typing 2,150 from the COLA letter', es: 'Escribir 2,150 de la carta del COLA' },
      labelled(m.letterLabel),
      '2150',
    ),
    typeWay: choosing({ en: 'Choosing to type the years', es: 'Elegir escribir los años' }, way, m.wayType),
    year: typing(
      { en: 'Typing 60,000 as the earnings of 2024', es: 'Escribir 60,000 como los ingresos de 2024' },
      () => new RegExp(`^${m.yearLabel({ year: 2024 })}`),
      '60000',
    ),
    use: pressing({ en: 'Pressing "Use this benefit"', es: 'Pulsar «Usar este beneficio»' }, m.useButton),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`combobox, ${m.wayLabel()}`))).toBe(true);
    expect(heard.letter.announcements).toEqual([polite(m.summaryLetter({ amount: formatCurrencyCents(2_150) }))]);
    // One year of earnings, indexed, averaged over the 35 years SSA counts: the same figures in both languages.
    expect(heard.year.announcements.at(-1)).toBe(
      polite(m.summary({ pia: formatCurrencyCents(131.3), aime: formatCurrency(142) })),
    );
    expect(heard.use.announcements.at(-1)).toBe(polite(m.savedMine({ amount: formatCurrencyCents(131.3) })));
  },
);
