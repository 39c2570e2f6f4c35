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

/** Where the tools' inputs are kept: on this device, or only in this tab when the visitor chose so (My details). */
function keptWhere(): string {
  return keepsFiguresOnDevice() ? 'on this device' : 'in this tab only';
}

function removalWords(removal: Removal): { title: string; message: string } {
  switch (removal.what) {
    case 'bookmark':
      return {
        title: 'Remove this bookmark?',
        message: `This removes the bookmark to “${removal.title}” from this browser.`,
      };
    case 'scenario':
      return {
        title: 'Delete this scenario?',
        message: `This removes the scenario “${removal.name}” of the ${toolTitle(removal.toolId)} from this browser. It cannot be undone.`,
      };
    case 'inputs':
      return {
        title: 'Clear these inputs?',
        message: `This clears the inputs the ${toolTitle(removal.toolId)} keeps ${keptWhere()}. Its saved scenarios stay.`,
      };
    default:
      return {
        title: 'Remove My details?',
        message:
          'This removes My details from this browser. Tools will start from their own examples again. It cannot be undone.',
      };
  }
}

const DOWNLOAD_KIND: Record<Kind, DownloadKind> = {
  tool: 'tool-progress',
  checklist: 'checklist',
  calculation: 'calculation',
};
const KIND_WORD: Record<Kind, string> = {
  tool: 'step-by-step tool',
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

function formatSavedAt(time: StoredTime): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return 'at an unknown time';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(date);
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
    const items = `${added} new ${added === 1 ? 'item' : 'items'} added`;
    setImportMessage({
      ok: true,
      text: myDetailsReplaced ? `${items}, and My details replaced by the ones in the file.` : `${items}.`,
    });
    setTick((n) => n + 1);
  }

  const groups: { kind: Kind; heading: string; entries: Entry[] }[] = [
    {
      kind: 'tool',
      heading: 'Step-by-step tools',
      entries: tools.map((t, index) => ({
        kind: 'tool',
        index,
        title: t.title,
        timestamp: t.timestamp,
        summary: t.isComplete
          ? `Finished, all ${t.steps.length} ${t.steps.length === 1 ? 'step' : 'steps'}`
          : `${t.completedSteps.length} of ${t.steps.length} ${t.steps.length === 1 ? 'step' : 'steps'} done`,
        data: t,
      })),
    },
    {
      kind: 'checklist',
      heading: 'Checklists',
      entries: checklists.map((c, index) => ({
        kind: 'checklist',
        index,
        title: c.title,
        timestamp: c.timestamp,
        summary: `${Math.round(c.completionPercentage)}% complete`,
        data: c,
      })),
    },
    {
      kind: 'calculation',
      heading: 'Calculations',
      entries: calculations.map((c, index) => ({
        kind: 'calculation',
        index,
        title: c.title,
        timestamp: c.timestamp,
        summary: `${Object.keys(c.outputs).length} ${Object.keys(c.outputs).length === 1 ? 'result' : 'results'} saved`,
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
      <h1>My saved items</h1>
      <p className={styles.lead}>
        Everything here is kept only in this browser on this device. We never see it. Clearing your browser’s data
        removes it.
      </p>
      {total === 0 ? (
        <p>
          You have not saved anything yet. When you bookmark a guide, save a scenario or press Save in a calculator,
          checklist or step-by-step tool, it will be listed here.
        </p>
      ) : (
        groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <SavedSection key={group.kind} id={`saved-${group.kind}`} heading={group.heading}>
              {group.entries.map((entry) => {
                const article = articleForTitle(entry.title);
                return (
                  <SavedCard key={`${entry.kind}-${entry.index}`} title={entry.title || 'Untitled'}>
                    <p className={styles.cardText}>
                      {entry.summary}. Saved {formatSavedAt(entry.timestamp)}.
                    </p>
                    {article ? (
                      <p className={styles.cardText}>
                        <Link to={`/content/${article.slug}`}>Open {article.title}</Link>
                      </p>
                    ) : null}
                    <p className={styles.cardText}>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          downloadJson(downloadFileName(entry.title, DOWNLOAD_KIND[entry.kind]), entry.data)
                        }
                      >
                        Download<VisuallyHidden> {entry.title}</VisuallyHidden>
                      </Button>{' '}
                      <Button
                        variant="secondary"
                        onClick={() => setPending({ kind: entry.kind, index: entry.index, title: entry.title })}
                      >
                        Delete<VisuallyHidden> {entry.title}</VisuallyHidden>
                      </Button>
                    </p>
                  </SavedCard>
                );
              })}
            </SavedSection>
          ))
      )}
      {bookmarks.length > 0 ? (
        <SavedSection id="saved-bookmarks" heading="Bookmarks">
          {bookmarks.map((slug) => {
            const title = articles.find((a) => a.slug === slug)?.title ?? slug;
            return (
              <SavedCard key={slug} title={<Link to={`/content/${slug}`}>{title}</Link>}>
                <p className={styles.cardText}>
                  <Button variant="secondary" onClick={() => setRemoval({ what: 'bookmark', slug, title })}>
                    Remove bookmark<VisuallyHidden> {title}</VisuallyHidden>
                  </Button>
                </p>
              </SavedCard>
            );
          })}
        </SavedSection>
      ) : null}
      {toolItems.scenarios.length > 0 ? (
        <SavedSection id="saved-scenarios" heading="Saved scenarios">
          {toolItems.scenarios.flatMap(({ toolId, list }) =>
            list.map((scenario) => (
              <SavedCard key={`${toolId}-${scenario.name}`} title={scenario.name}>
                <p className={styles.cardText}>
                  <ToolLink toolId={toolId} />. Saved {formatSavedAt(scenario.savedAt)}.
                </p>
                <p className={styles.cardText}>
                  <Button
                    variant="secondary"
                    onClick={() => setRemoval({ what: 'scenario', toolId, name: scenario.name })}
                  >
                    Delete scenario<VisuallyHidden> {scenario.name}</VisuallyHidden>
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
          heading={keepsFiguresOnDevice() ? 'Inputs kept on this device' : 'Inputs kept in this tab'}
          intro={
            keepsFiguresOnDevice()
              ? 'Each tool keeps what you typed, so it starts from your figures next time you visit.'
              : 'You chose in My details not to keep figures on this device, so each tool keeps what you typed only until you close this tab.'
          }
        >
          {toolItems.inputs.map((toolId) => (
            <SavedCard key={toolId} title={<ToolLink toolId={toolId} />}>
              <p className={styles.cardText}>
                <Button variant="secondary" onClick={() => setRemoval({ what: 'inputs', toolId })}>
                  Clear inputs<VisuallyHidden> of the {toolTitle(toolId)}</VisuallyHidden>
                </Button>
              </p>
            </SavedCard>
          ))}
        </SavedSection>
      ) : null}
      {detailsCount > 0 ? (
        <section className={styles.section} aria-labelledby="saved-my-details">
          <h2 id="saved-my-details">My details</h2>
          <p className={styles.cardText}>
            {detailsCount} {detailsCount === 1 ? 'answer' : 'answers'} kept.{' '}
            <Link to="/my-details">Open My details</Link>
          </p>
          <p className={styles.cardText}>
            <Button variant="secondary" onClick={() => setRemoval({ what: 'my-details' })}>
              Remove My details
            </Button>
          </p>
        </section>
      ) : null}
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="saved-copy">
        <h2 id="saved-copy">Keep a copy or move to another browser</h2>
        <p>
          One file holds everything listed here: your bookmarks, scenarios, each tool’s inputs and{' '}
          <Link to="/my-details">My details</Link>. Importing a file adds its items to yours, fills in the inputs of the
          tools that have none here, and replaces My details with the file’s, if it has any.
        </p>
        <p className={styles.cardText}>
          <Button variant="secondary" onClick={() => downloadJson('evergreen-saved-items.json', buildSavedBundle())}>
            Export all saved items
          </Button>
        </p>
        <Field label="Import saved items from a file" hint="Choose a file made with “Export all saved items”.">
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
        title="Delete this saved item?"
        message={
          pending
            ? `This removes the saved ${KIND_WORD[pending.kind]} “${pending.title}” from this browser. It cannot be undone.`
            : ''
        }
        confirmLabel="Yes, delete"
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
        confirmLabel="Yes, remove"
        tone="danger"
        onConfirm={() => {
          if (removal) removeItem(removal);
        }}
      />
    </div>
  );
}
