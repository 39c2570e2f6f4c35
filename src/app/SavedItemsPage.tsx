import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { articles } from '../articles/contentIndex';
import { Button, ConfirmDialog, Field, VisuallyHidden } from '../kit';
import {
  buildSavedBundle,
  downloadFileName,
  downloadJson,
  importSavedBundle,
  parseSavedBundle,
  savedCalculationsStore,
  savedChecklistsStore,
  savedToolsStore,
  type DownloadKind,
  type StoredTime,
  type Store,
} from '../storage';
import * as styles from './pages.css';

type Kind = 'tool' | 'checklist' | 'calculation';

const DOWNLOAD_KIND: Record<Kind, DownloadKind> = { tool: 'tool-progress', checklist: 'checklist', calculation: 'calculation' };
const KIND_WORD: Record<Kind, string> = { tool: 'step-by-step tool', checklist: 'checklist', calculation: 'calculation' };

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

/** "My saved items": the tools, checklists and calculations this browser has saved (SPEC §7 storage). */
export function SavedItemsPage() {
  const tools = useSaved(savedToolsStore);
  const checklists = useSaved(savedChecklistsStore);
  const calculations = useSaved(savedCalculationsStore);
  const [pending, setPending] = useState<Pending | null>(null);
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
    setImportMessage({ ok: true, text: myDetailsReplaced ? `${items}, and My details replaced by the ones in the file.` : `${items}.` });
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
  const total = groups.reduce((sum, g) => sum + g.entries.length, 0);

  function remove({ kind, index }: Pending) {
    if (kind === 'tool') savedToolsStore.write(tools.filter((_, i) => i !== index));
    if (kind === 'checklist') savedChecklistsStore.write(checklists.filter((_, i) => i !== index));
    if (kind === 'calculation') savedCalculationsStore.write(calculations.filter((_, i) => i !== index));
  }

  return (
    <div className={styles.page}>
      <h1>My saved items</h1>
      <p className={styles.lead}>
        Everything here is kept only in this browser on this device. We never see it. Clearing your browser’s data removes it.
      </p>
      {total === 0 ? (
        <p>
          You have not saved anything yet. When you press Save in a calculator, checklist or step-by-step tool, it will be listed
          here.
        </p>
      ) : (
        groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <section key={group.kind} className={styles.section} aria-labelledby={`saved-${group.kind}`}>
              <h2 id={`saved-${group.kind}`}>{group.heading}</h2>
              <ul className={styles.grid}>
                {group.entries.map((entry) => {
                  const article = articleForTitle(entry.title);
                  return (
                    <li key={`${entry.kind}-${entry.index}`} className={styles.card}>
                      <h3 className={styles.cardTitle}>{entry.title || 'Untitled'}</h3>
                      <p className={styles.cardText}>
                        {entry.summary}. Saved {formatSavedAt(entry.timestamp)}.
                      </p>
                      {article ? (
                        <p className={styles.cardText}>
                          <Link to={`/content/${article.slug}`}>
                            Open {article.title}
                          </Link>
                        </p>
                      ) : null}
                      <p className={styles.cardText}>
                        <Button variant="secondary" onClick={() => downloadJson(downloadFileName(entry.title, DOWNLOAD_KIND[entry.kind]), entry.data)}>
                          Download<VisuallyHidden> {entry.title}</VisuallyHidden>
                        </Button>{' '}
                        <Button variant="secondary" onClick={() => setPending({ kind: entry.kind, index: entry.index, title: entry.title })}>
                          Delete<VisuallyHidden> {entry.title}</VisuallyHidden>
                        </Button>
                      </p>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
      )}
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="saved-copy">
        <h2 id="saved-copy">Keep a copy or move to another browser</h2>
        <p>
          One file holds everything listed here, your bookmarks and <Link to="/my-details">My details</Link>. Importing a file adds its items
          to yours and replaces My details with the file’s, if it has any.
        </p>
        <p className={styles.cardText}>
          <Button variant="secondary" onClick={() => downloadJson('evergreen-saved-items.json', buildSavedBundle())}>
            Export all saved items
          </Button>
        </p>
        <Field label="Import saved items from a file" hint="Choose a file made with “Export all saved items”.">
          {({ labelId: _labelId, ...control }) => (
            <input {...control} className={styles.fileInput} type="file" accept="application/json,.json" onChange={(e) => void onImport(e)} />
          )}
        </Field>
        <div role="status" aria-live="polite">
          {importMessage ? <p className={importMessage.ok ? styles.cardText : styles.problem}>{importMessage.text}</p> : null}
        </div>
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Delete this saved item?"
        message={pending ? `This removes the saved ${KIND_WORD[pending.kind]} “${pending.title}” from this browser. It cannot be undone.` : ''}
        confirmLabel="Yes, delete"
        tone="danger"
        onConfirm={() => {
          if (pending) remove(pending);
        }}
      />
    </div>
  );
}
