import { screen } from '@testing-library/react';
import { formatCurrency } from '../../kit/format';
import { cappedBelow, labelled, polite, transcriptTest } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const GRAB = { en: 'Moving to “Grab bars” and pressing Space', es: 'Ir a «Barras de apoyo» y pulsar Espacio' };
const STAIR = { en: 'Moving to “Stair lift” and pressing Space', es: 'Ir a «Silla salvaescaleras» y pulsar Espacio' };
const BUDGET = {
  en: 'Typing -100 as the budget, below the least allowed',
  es: 'Escribir -100 como el presupuesto, menos de lo permitido',
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${escaped(name)},? `) });
/** The summary after a choice: "2 items chosen, $3,150 in total. Within budget - $1,850 remaining". */
const summary = (count: number, total: number, budget: string) =>
  polite(m.summaryWithBudget({ count, total: formatCurrency(total), budget }));

transcriptTest(
  'home modification planner, as heard: pressed state, then the count, total and budget in one sentence',
  { tool },
  async (sr) => {
    const start = await sr.readUntil(
      { en: 'Reading from the heading to the first item', es: 'Lectura desde el encabezado hasta el primer elemento' },
      (p) => p.startsWith('button, '),
    );
    await sr.pressKeyOn(GRAB, () => item(m.itemGrabBars()), ' ');
    await sr.pressKeyOn(STAIR, () => item(m.itemStairLift()), ' ');
    await sr.typeInto(BUDGET, labelled(m.budgetLabel), '-100');

    expect(start[1]).toBe(`heading, ${sr.title}, level 2`);
    expect(start.at(-1)).toMatch(/, not pressed/);
    expect(
      sr.section(GRAB)?.phrases.some((p) => p.startsWith(`button, ${m.itemGrabBars()}`) && p.includes(', pressed')),
    ).toBe(true);
    // Grab bars 150 + stair lift 3,000 = 3,150 on a 5,000 budget (HomeModificationPlanner.test.tsx).
    expect(sr.announcements(GRAB)).toEqual([summary(1, 150, m.budgetWithin({ amount: formatCurrency(4_850) }))]);
    expect(sr.announcements(STAIR)).toEqual([summary(2, 3_150, m.budgetWithin({ amount: formatCurrency(1_850) }))]);
    expect(sr.announcements(BUDGET)).toEqual([
      cappedBelow(0, '$'),
      summary(2, 3_150, m.budgetExceeded({ amount: formatCurrency(3_150) })),
    ]);
  },
);
