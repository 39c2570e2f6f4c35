import { useEffect, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { articles } from '../articles/contentIndex';
import { Button, ConfirmDialog, Field, VisuallyHidden } from '../kit';
import { toolTextById } from '../tools/toolTexts';
import {
  bookmarksStore,
  buildSavedBundle,
  keepsFiguresOnDevice,
  myDetailsStore,
  scenarioToolIds,
  scenariosStore,
  toolInputIds,
  toolInputsStore,
  type MyDetails,
  type Scenario,
  downloadFileName,
  downloadJson,
  importSavedBundle,
  parseSavedBundle,
  savedCalculationsStore,
  savedChecklistsStore,
  savedToolsStore,
  slugifyTitle,
  type DownloadKind,
  type StoredTime,
  type Store,
} from '../storage';
import * as styles from '../articles/pages.css';
import { formatIsoDate, formatPercent } from '../kit/format';
import { rich } from '../i18n/rich';
import * as m from './savedItems.messages';

type Kind = 'tool' | 'checklist' | 'calculation';

/** A tool's title and page: a standalone tool's own page, or the article a config-driven calculator sits in. */
function toolPlace(toolId: string): { title: string; href?: string } {
  const standalone = toolTextById[toolId];
  if (standalone) return { title: standalone.title, href: `/tools/${toolId}` };
  const article = articles.find((a) => a.tool && `generic-calculator-${slugifyTitle(a.tool.title)}` === toolId);
  return article?.tool ? { title: article.tool.title, href: `/content/${article.slug}` } : { title: toolId };
}
const toolTitle = (toolId: string) => toolPlace(toolId).title;
function ToolLink({ toolId }: { toolId: string }) {
  const place = toolPlace(toolId);
  return place.href ? <Link to={place.href}>{place.title}</Link> : <>{place.title}</>;
}
const NO_DETAILS: MyDetails = {};

/** What the tools and My details keep: read after hydration (the prerendered page has none). */
interface ToolItems {
  scenarios: { toolId: string; list: Scenario[] }[];
  inputs: string[];
}
function readToolItems(): ToolItems {
  return {
    scenarios: scenarioToolIds().map((toolId) => ({ toolId, list: scenariosStore(toolId).read() })),
    inputs: toolInputIds(),
  };
}

type Removal =
  | { what: 'bookmark'; slug: string; title: string }
  | { what: 'scenario'; toolId: string; name: string }
  | { what: 'inputs'; toolId: string }
  | { what: 'my-details' };

function removalWords(removal: Removal): { title: string; message: string } {
  switch (removal.what) {
    case 'bookmark':
      return { title: m.removeBookmarkTitle(), message: m.removeBookmarkMessage({ title: removal.title }) };
    case 'scenario':
      return {
        title: m.deleteScenarioTitle(),
        message: m.deleteScenarioMessage({ name: removal.name, tool: toolTitle(removal.toolId) }),
      };
    case 'inputs':
      return {
        title: m.clearInputsTitle(),
        // Where the tools' inputs are kept: on this device, or only in this tab when the visitor chose so (My details).
        message: m.clearInputsMessage({
          tool: toolTitle(removal.toolId),
          where: keepsFiguresOnDevice() ? 'device' : 'tab',
        }),
      };
    default:
      return { title: m.removeMyDetailsTitle(), message: m.removeMyDetailsMessage() };
  }
}

const DOWNLOAD_KIND: Record<Kind, DownloadKind> = {
  tool: 'tool-progress',
  checklist: 'checklist',
  calculation: 'calculation',
};

const EMPTY: never[] = [];

/** Saved lists live only in this browser: the server (and hydration) sees none, then the client shows its own. */
function useSaved<T>(store: Store<T[]>): T[] {
  return useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.read(),
    () => EMPTY,
  );
}

function normalise(title: string): string {
  return title.trim().toLowerCase();
}

/** The article whose title, or whose tool's title, is the saved item's title. */
export function articleForTitle(title: string): { slug: string; title: string } | undefined {
  const wanted = normalise(title);
  return articles.find((a) => normalise(a.title) === wanted || (a.tool && normalise(a.tool.title) === wanted));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When an item was saved, in the reader's time zone and language: "November 20, 2026 at 3:45 PM",
 * "20 de noviembre de 2026, a las 3:45 p. m." (the kit's date words, as Intl's long date and short time).
 */
export function formatSavedAt(time: StoredTime): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return m.unknownTime();
  const hours = date.getHours();
  return m.savedAt({
    date: formatIsoDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`),
    hour: String(hours % 12 === 0 ? 12 : hours % 12),
    minute: pad(date.getMinutes()),
    period: hours < 12 ? 'am' : 'pm',
  });
}

interface Entry {
  kind: Kind;
  index: number;
  title: string;
  timestamp: StoredTime;
  summary: string;
  data: unknown;
}

interface Pending {
  kind: Kind;
  index: number;
  title: string;
}

/** "My saved items": the tools, checklists and calculations this browser has saved (SPEC §7: saved tools, checklists and calculations stay in browser storage). */

/** A section of the list: its heading, an optional line under it, and its cards. */
function SavedSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}

/** One saved thing: its name as a heading, then what it is and what can be done with it. */
function SavedCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </li>
  );
}

export function SavedItemsPage() {
  const tools = useSaved(savedToolsStore);
  const checklists = useSaved(savedChecklistsStore);
  const calculations = useSaved(savedCalculationsStore);
  const [pending, setPending] = useState<Pending | null>(null);
  const bookmarks = useSaved(bookmarksStore);
  const details = useSyncExternalStore(
    (onChange) => myDetailsStore.subscribe(onChange),
    () => myDetailsStore.read(),
    () => NO_DETAILS,
  );
  const [toolItems, setToolItems] = useState<ToolItems>({ scenarios: [], inputs: [] });
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => setToolItems(readToolItems()), [tick]);
  const [importMessage, setImportMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    input.value = '';
    const parsed = parseSavedBundle(text);
    if (!parsed.ok) {
      setImportMessage({ ok: false, text: parsed.error });
      return;
    }
    const { added, myDetailsReplaced } = importSavedBundle(parsed.bundle);
    setImportMessage({ ok: true, text: m.imported({ added, replaced: myDetailsReplaced ? 'yes' : 'no' }) });
    setTick((n) => n + 1);
  }

  const groups: { kind: Kind; heading: string; entries: Entry[] }[] = [
    {
      kind: 'tool',
      heading: m.toolsHeading(),
      entries: tools.map((t, index) => ({
        kind: 'tool',
        index,
        title: t.title,
        timestamp: t.timestamp,
        summary: t.isComplete
          ? m.toolFinished({ steps: t.steps.length })
          : m.toolProgress({ done: String(t.completedSteps.length), steps: t.steps.length }),
        data: t,
      })),
    },
    {
      kind: 'checklist',
      heading: m.checklistsHeading(),
      entries: checklists.map((c, index) => ({
        kind: 'checklist',
        index,
        title: c.title,
        timestamp: c.timestamp,
        summary: m.checklistProgress({ percent: formatPercent(Math.round(c.completionPercentage)) }),
        data: c,
      })),
    },
    {
      kind: 'calculation',
      heading: m.calculationsHeading(),
      entries: calculations.map((c, index) => ({
        kind: 'calculation',
        index,
        title: c.title,
        timestamp: c.timestamp,
        summary: m.calculationResults({ count: Object.keys(c.outputs).length }),
        data: c,
      })),
    },
  ];
  const detailsCount = Object.keys(details).length;
  const scenarioCount = toolItems.scenarios.reduce((sum, t) => sum + t.list.length, 0);
  const total =
    groups.reduce((sum, g) => sum + g.entries.length, 0) +
    bookmarks.length +
    scenarioCount +
    toolItems.inputs.length +
    (detailsCount > 0 ? 1 : 0);

  function removeItem(item: Removal) {
    if (item.what === 'bookmark') bookmarksStore.write(bookmarks.filter((slug) => slug !== item.slug));
    if (item.what === 'scenario')
      scenariosStore(item.toolId).write(
        scenariosStore(item.toolId)
          .read()
          .filter((s) => s.name !== item.name),
      );
    if (item.what === 'inputs') toolInputsStore(item.toolId).remove();
    if (item.what === 'my-details') myDetailsStore.remove();
    setTick((n) => n + 1);
  }

  function remove({ kind, index }: Pending) {
    if (kind === 'tool') savedToolsStore.write(tools.filter((_, i) => i !== index));
    if (kind === 'checklist') savedChecklistsStore.write(checklists.filter((_, i) => i !== index));
    if (kind === 'calculation') savedCalculationsStore.write(calculations.filter((_, i) => i !== index));
  }

  return (
    <div className={styles.page}>
      <h1>{m.heading()}</h1>
      <p className={styles.lead}>{m.lead()}</p>
      {total === 0 ? (
        <p>{m.empty()}</p>
      ) : (
        groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <SavedSection key={group.kind} id={`saved-${group.kind}`} heading={group.heading}>
              {group.entries.map((entry) => {
                const article = articleForTitle(entry.title);
                return (
                  <SavedCard key={`${entry.kind}-${entry.index}`} title={entry.title || m.untitled()}>
                    <p className={styles.cardText}>
                      {m.savedLine({ summary: entry.summary, when: formatSavedAt(entry.timestamp) })}
                    </p>
                    {article ? (
                      <p className={styles.cardText}>
                        <Link to={`/content/${article.slug}`}>{m.openArticle({ title: article.title })}</Link>
                      </p>
                    ) : null}
                    <p className={styles.cardText}>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          downloadJson(downloadFileName(entry.title, DOWNLOAD_KIND[entry.kind]), entry.data)
                        }
                      >
                        {m.download()}
                        <VisuallyHidden> {entry.title}</VisuallyHidden>
                      </Button>{' '}
                      <Button
                        variant="secondary"
                        onClick={() => setPending({ kind: entry.kind, index: entry.index, title: entry.title })}
                      >
                        {m.deleteItem()}
                        <VisuallyHidden> {entry.title}</VisuallyHidden>
                      </Button>
                    </p>
                  </SavedCard>
                );
              })}
            </SavedSection>
          ))
      )}
      {bookmarks.length > 0 ? (
        <SavedSection id="saved-bookmarks" heading={m.bookmarksHeading()}>
          {bookmarks.map((slug) => {
            const title = articles.find((a) => a.slug === slug)?.title ?? slug;
            return (
              <SavedCard key={slug} title={<Link to={`/content/${slug}`}>{title}</Link>}>
                <p className={styles.cardText}>
                  <Button variant="secondary" onClick={() => setRemoval({ what: 'bookmark', slug, title })}>
                    {m.removeBookmark()}
                    <VisuallyHidden> {title}</VisuallyHidden>
                  </Button>
                </p>
              </SavedCard>
            );
          })}
        </SavedSection>
      ) : null}
      {toolItems.scenarios.length > 0 ? (
        <SavedSection id="saved-scenarios" heading={m.scenariosHeading()}>
          {toolItems.scenarios.flatMap(({ toolId, list }) =>
            list.map((scenario) => (
              <SavedCard key={`${toolId}-${scenario.name}`} title={scenario.name}>
                <p className={styles.cardText}>
                  {rich(m.scenarioLine, { tool: <ToolLink toolId={toolId} />, when: formatSavedAt(scenario.savedAt) })}
                </p>
                <p className={styles.cardText}>
                  <Button
                    variant="secondary"
                    onClick={() => setRemoval({ what: 'scenario', toolId, name: scenario.name })}
                  >
                    {m.deleteScenario()}
                    <VisuallyHidden> {scenario.name}</VisuallyHidden>
                  </Button>
                </p>
              </SavedCard>
            )),
          )}
        </SavedSection>
      ) : null}
      {toolItems.inputs.length > 0 ? (
        <SavedSection
          id="saved-inputs"
          heading={keepsFiguresOnDevice() ? m.inputsHeadingKept() : m.inputsHeadingTab()}
          intro={keepsFiguresOnDevice() ? m.inputsIntroKept() : m.inputsIntroTab()}
        >
          {toolItems.inputs.map((toolId) => (
            <SavedCard key={toolId} title={<ToolLink toolId={toolId} />}>
              <p className={styles.cardText}>
                <Button variant="secondary" onClick={() => setRemoval({ what: 'inputs', toolId })}>
                  {m.clearInputs()}
                  <VisuallyHidden> {m.clearInputsOf({ title: toolTitle(toolId) })}</VisuallyHidden>
                </Button>
              </p>
            </SavedCard>
          ))}
        </SavedSection>
      ) : null}
      {detailsCount > 0 ? (
        <section className={styles.section} aria-labelledby="saved-my-details">
          <h2 id="saved-my-details">{m.myDetailsHeading()}</h2>
          <p className={styles.cardText}>
            {m.answersKept({ count: detailsCount })} <Link to="/my-details">{m.openMyDetails()}</Link>
          </p>
          <p className={styles.cardText}>
            <Button variant="secondary" onClick={() => setRemoval({ what: 'my-details' })}>
              {m.removeMyDetails()}
            </Button>
          </p>
        </section>
      ) : null}
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="saved-copy">
        <h2 id="saved-copy">{m.copyHeading()}</h2>
        <p>{rich(m.copyText, { link: <Link to="/my-details">{m.myDetailsLink()}</Link> })}</p>
        <p className={styles.cardText}>
          <Button variant="secondary" onClick={() => downloadJson('evergreen-saved-items.json', buildSavedBundle())}>
            {m.exportAll()}
          </Button>
        </p>
        <Field label={m.importLabel()} hint={m.importHint()}>
          {(control) => (
            <input
              {...control}
              className={styles.fileInput}
              type="file"
              accept="application/json,.json"
              onChange={(e) => void onImport(e)}
            />
          )}
        </Field>
        <div role="status" aria-live="polite">
          {importMessage ? (
            <p className={importMessage.ok ? styles.cardText : styles.problem}>{importMessage.text}</p>
          ) : null}
        </div>
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={m.deleteItemTitle()}
        message={pending ? m.deleteItemMessage({ kind: pending.kind, title: pending.title }) : ''}
        confirmLabel={m.yesDelete()}
        tone="danger"
        onConfirm={() => {
          if (pending) remove(pending);
        }}
      />
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open) setRemoval(null);
        }}
        title={removal ? removalWords(removal).title : ''}
        message={removal ? removalWords(removal).message : ''}
        confirmLabel={m.yesRemove()}
        tone="danger"
        onConfirm={() => {
          if (removal) removeItem(removal);
        }}
      />
    </div>
  );
}
