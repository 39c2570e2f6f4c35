import { screen } from '@testing-library/react';
import { transcriptTest } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

const GRAB = 'Moving to “Grab bars” and pressing Space';
const STAIR = 'Moving to “Stair lift” and pressing Space';
const BUDGET = 'Typing -100 as the budget, below the least allowed';
const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},? `) });

transcriptTest(
  'home modification planner, as heard: pressed state, then the count, total and budget in one sentence',
  { tool },
  async (sr) => {
    const start = await sr.readUntil('Reading from the heading to the first item', (p) => p.startsWith('button, '));
    await sr.pressKeyOn(GRAB, () => item('Grab bars'), ' ');
    await sr.pressKeyOn(STAIR, () => item('Stair lift'), ' ');
    await sr.typeInto(BUDGET, /^Budget/, '-100');

    expect(start[1]).toBe('heading, Home Modification Planner: your figures, level 2');
    expect(start.at(-1)).toMatch(/, not pressed/);
    expect(sr.section(GRAB)?.phrases.some((p) => /^button, Grab bars.*, pressed/.test(p))).toBe(true);
    // Grab bars 150 + stair lift 3,000 = 3,150 on a 5,000 budget (HomeModificationPlanner.test.tsx).
    expect(sr.announcements(GRAB)).toEqual(['polite: 1 item chosen, $150 in total. Within budget - $4,850 remaining']);
    expect(sr.announcements(STAIR)).toEqual([
      'polite: 2 items chosen, $3,150 in total. Within budget - $1,850 remaining',
    ]);
    expect(sr.announcements(BUDGET)[0]).toBe('polite: The least you can enter is $0. We used $0.');
    expect(sr.announcements(BUDGET)[1]).toBe('polite: 2 items chosen, $3,150 in total. Budget exceeded by $3,150');
  },
);
