import { screen } from '@testing-library/react';
import * as checklistWords from '../../kit/Checklist/messages';
import { startsWith } from '../shared/testing/storyWords';
import { polite, transcriptTest } from '../shared/testing/screenReaderTranscript';
import { GenericChecklist } from './GenericChecklist';
import * as m from './messages';
import { tool } from './tool';

const TICK = { en: 'Moving to the first item and pressing Space', es: 'Ir a la primera tarea y pulsar Espacio' };
const FILTER = {
  en: 'Choosing “Legal papers” in “Show category”',
  es: 'Elegir «Documentos legales» en «Mostrar categoría»',
};

/** The article's config, in the language being recorded: its titles are the words the tool shows. */
type Config = {
  categories: { id: string; name: string }[];
  items: { id: string; title: string; estimated_time: number; category_id: string }[];
};
let config: Config | undefined;

transcriptTest(
  'checklist (retirement readiness article), as heard: the item checked, progress and filter results announced',
  {
    tool,
    article: {
      slug: 'retirement-readiness-checklist',
      config: 'checklist_config',
      render: (articleConfig, title) => {
        config = articleConfig as Config;
        return <GenericChecklist title={title} config={articleConfig} />;
      },
    },
  },
  async (sr) => {
    const first = config!.items[0]!;
    const total = config!.items.length;
    const firstCategory = config!.categories.find((c) => c.id === first.category_id)!.name;
    const firstHeard = `checkbox, ${first.title}, ${checklistWords.priority({ level: 'high', name: '' })}, ${checklistWords.aboutMinutes({ minutes: first.estimated_time })}, ${firstCategory}`;
    const start = await sr.readUntil(
      { en: 'Reading from the heading to the first item', es: 'Lectura desde el encabezado hasta la primera tarea' },
      (p) => p.startsWith(`checkbox, ${first.title}`),
    );
    await sr.pressKeyOn(TICK, () => screen.getAllByRole('checkbox', { name: startsWith(first.title) })[0]!, ' ');
    await sr.perform(FILTER, async (user) => {
      await user.selectOptions(screen.getByRole('combobox', { name: checklistWords.showCategory() }), 'papers');
    });

    expect(start[1]).toBe(`heading, ${sr.title}, level 2`);
    expect(
      start.some(
        (p) =>
          p.startsWith(`progressbar, ${m.progressLabel()}`) &&
          p.endsWith(`current value ${m.progressValue({ completed: 0, total, percent: 0 })}`),
      ),
    ).toBe(true);
    expect(start.at(-1)).toBe(`${firstHeard}, not checked`);
    // The description gains "Done". (The virtual reader reads a native checkbox's checked attribute,
    // not its live state, so it still says "not checked"; browsers report the live state.)
    expect(
      sr
        .section(TICK)
        ?.phrases.filter((p) => p.startsWith('checkbox'))
        .at(-1),
    ).toBe(`${firstHeard}, ${checklistWords.done()}, not checked`);
    expect(sr.announcements(TICK)).toEqual([polite(m.progressStatus({ completed: 1, total }))]);
    const papers = config!.items.filter((item) => item.category_id === 'papers').length;
    expect(sr.announcements(FILTER)).toEqual([polite(checklistWords.showing({ shown: papers, total }))]);
  },
);
