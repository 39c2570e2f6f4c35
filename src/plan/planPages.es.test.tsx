/**
 * My plan, My details and saved items in Spanish (issue I2): the same stored data as the English
 * tests, the words from the Spanish catalogs, plurals as Spanish makes them and money and dates as
 * es-US writes them ("$1,850", "1 de septiembre de 2027").
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setLocale } from '../i18n/locale';
import { myDetailsStore, scenariosStore, savedChecklistsStore } from '../storage';
import { startEachTestWithEmptyStorage } from '../storage/testing/storageTestKit';
import { MyDetailsPage } from './MyDetailsPage';
import { MyPlanView } from './MyPlanPage';
import { SavedItemsPage, formatSavedAt } from './SavedItemsPage';
import { allDates, calendarEvents } from './myPlanModel';
import { buildIcs } from './myPlanCalendar';
import { FIXTURE_DETAILS, FIXTURE_PLAN, FIXTURE_TODAY, fixtureSections } from './testing/myPlanFixtures';

startEachTestWithEmptyStorage();
afterEach(() => setLocale('en'));

const at = (path: string, page: React.ReactNode) =>
  render(<Router hook={memoryLocation({ path }).hook}>{page}</Router>);

describe('My plan, My details and saved items in Spanish', () => {
  it('My plan: headings, dates and their meanings, tool sections and questions in Spanish, dates as es-US writes them', () => {
    setLocale('es');
    at(
      '/es/my-plan',
      <MyPlanView
        sections={fixtureSections('partial')}
        details={FIXTURE_DETAILS.partial}
        plan={FIXTURE_PLAN.partial}
        today={FIXTURE_TODAY}
        onPlanChange={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fechas para recordar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas para un profesional' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ingresos' })).toBeInTheDocument();
    // Born in 1962 (the fixture): full retirement age 67, Medicare at 65 in 2027, dates in Spanish.
    expect(screen.getByText('Plena edad de jubilación (67).')).toBeInTheDocument();
    expect(screen.getByText(/^Medicare empezaría el 1 de septiembre de 2027\./)).toBeInTheDocument();
    expect(screen.getAllByText('Pasada').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(/Su escenario guardado “My figures”, guardado el 20 de noviembre de 2026\./).length,
    ).toBe(3);
    expect(screen.getByRole('button', { name: 'Quitar mi plan' })).toBeInTheDocument();
    expect(screen.queryByText(/Dates to remember|Source:|Key results/)).not.toBeInTheDocument();
  });

  it('the .ics file: events, reminders and the calendar name in Spanish, a window’s end as a Spanish date', () => {
    setLocale('es');
    const dates = allDates({ you: { year: 1962, month: 3, day: 15 } }, []);
    const ics = buildIcs(calendarEvents(dates, [], false, '2026-11-28'), new Date('2026-11-28T12:00:00Z'));
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Mi plan (Evergreen)');
    expect(unfolded).toContain('SUMMARY:Se abre su período para inscribirse en Medicare');
    expect(unfolded).toContain('Hasta el 30 de junio de 2027.');
    expect(unfolded).toContain('DESCRIPTION:En un mes: Plena edad de jubilación (67)');
    expect(unfolded).not.toMatch(/Source:|In a month|From My plan/);
  });

  it('My details: the filing statuses and months in Spanish', async () => {
    setLocale('es');
    at('/es/my-details', <MyDetailsPage />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('combobox')[0]!);
    expect(await screen.findByRole('option', { name: 'septiembre' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const comboboxes = screen.getAllByRole('combobox');
    await user.click(comboboxes[comboboxes.length - 1]!);
    expect(
      await screen.findByRole('option', { name: 'Casado que presenta una declaración conjunta' }),
    ).toBeInTheDocument();
  });

  it('saved items: Spanish words, a Spanish plural ("3 respuestas guardadas") and a Spanish date and time', () => {
    myDetailsStore.write({ birthYear: 1960, filingStatus: 'single', birthMonth: 5 });
    scenariosStore('rmd').write([
      { name: 'Este año', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75, balance: 500000, taxYear: 2026 } },
    ]);
    savedChecklistsStore.write([
      {
        title: 'Lista',
        items: {},
        completionPercentage: 50,
        isComplete: false,
        timestamp: '2026-11-20T10:00:00.000Z',
      },
    ]);
    setLocale('es');
    at('/es/saved', <SavedItemsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis elementos guardados' })).toBeInTheDocument();
    expect(screen.getByText('3 respuestas guardadas.')).toBeInTheDocument();
    const scenarios = screen.getByRole('region', { name: 'Escenarios guardados' });
    const when = formatSavedAt('2026-11-20T10:00:00.000Z');
    expect(when).toMatch(/^20 de noviembre de 2026, a las \d{1,2}:00 [ap]\. m\.$/);
    expect(within(scenarios).getByText(new RegExp(`Guardado el ${when}\\.`))).toBeInTheDocument();
    expect(screen.getByText(/^50% completada\. Guardado el/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar todos los elementos guardados' })).toBeInTheDocument();
  });
});
