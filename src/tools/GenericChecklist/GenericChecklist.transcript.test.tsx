import { screen } from '@testing-library/react';
import { articleConfig, transcriptTest } from '../shared/testing/screenReaderTranscript';
import { GenericChecklist } from './GenericChecklist';
import { tool } from './tool';

const TICK = 'Moving to the first item and pressing Space';
const FILTER = 'Choosing “Legal papers” in “Show category”';

const TITLE = 'Retirement Readiness Checklist';

transcriptTest(
  'checklist (retirement readiness article), as heard: the item checked, progress and filter results announced',
  {
    tool,
    frameTitle: TITLE,
    render: async () => (
      <GenericChecklist
        title={TITLE}
        config={await articleConfig('retirement-readiness-checklist', 'checklist_config')}
      />
    ),
  },
  async (sr) => {
    const start = await sr.readUntil('Reading from the heading to the first item', (p) =>
      p.startsWith('checkbox, Write down'),
    );
    await sr.pressKeyOn(TICK, () => screen.getAllByRole('checkbox', { name: /^Write down what you spend/ })[0]!, ' ');
    await sr.perform(FILTER, async (user) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Show category' }), 'papers');
    });

    expect(start[1]).toBe(`heading, ${TITLE}, level 2`);
    expect(
      start.some(
        (p) =>
          p.startsWith('progressbar, Checklist progress') && p.endsWith('current value 0 of 20 items done, 0 percent'),
      ),
    ).toBe(true);
    expect(start.at(-1)).toBe(
      'checkbox, Write down what you spend each month, using three months of bank statements, High priority, About 60 minutes, Money and income, not checked',
    );
    // The description gains "Done". (The virtual reader reads a native checkbox's checked attribute,
    // not its live state, so it still says "not checked"; browsers report the live state.)
    expect(
      sr
        .section(TICK)
        ?.phrases.filter((p) => p.startsWith('checkbox'))
        .at(-1),
    ).toMatch(/^checkbox, Write down what you spend.*, High priority, About 60 minutes, Money and income, Done, /);
    expect(sr.announcements(TICK)).toHaveLength(1);
    expect(sr.announcements(TICK)[0]).toMatch(/^polite: 1 of \d+ items done$/);
    expect(sr.announcements(FILTER)).toHaveLength(1);
    expect(sr.announcements(FILTER)[0]).toMatch(/^polite: Showing \d+ of 20 items$/);
  },
);
