import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  DateInput,
  ErrorSummary,
  Field,
  LiveRegion,
  NumberInput,
  StatusBadge,
  Textarea,
  TextInput,
  VisuallyHidden,
  formatNumber,
  formatPercent,
  type ErrorSummaryItem,
} from '../../kit';
import {
  ACCOUNT_TYPES,
  beneficiariesStore,
  downloadJson,
  parseBeneficiaryImport,
  serializeBeneficiaries,
  type AccountType,
  type Beneficiary,
} from '../../storage';
import { toolStyles } from '../shared/layout/ToolLayout';
import { formatLongDate, todayIso } from '../shared/form/today';
import type { ToolProps } from '../types';
import { lastFourDigits, mergeById, needsReview, newId } from './beneficiaryList';
import * as s from './BeneficiaryTracker.css';
import * as m from './messages';
import { importErrorWords } from './importWords';
import { wordsByValue } from '../../i18n/text';

/** Each account type's words, read when shown (in the reader's language). */
export const ACCOUNT_TYPE_LABELS = wordsByValue([
  { value: 'bank', label: m.accountTypeBank },
  { value: 'investment', label: m.accountTypeInvestment },
  { value: 'retirement', label: m.accountTypeRetirement },
  { value: 'life-insurance', label: m.accountTypeLifeInsurance },
  { value: 'other-insurance', label: m.accountTypeOtherInsurance },
  { value: 'other', label: m.accountTypeOther },
]) as Readonly<Record<AccountType, string>>;

export const EXPORT_FILE_NAME = 'beneficiary-designations.json';

interface Draft {
  accountName: string;
  accountType: AccountType | '';
  institution: string;
  accountNumber: string;
  primaryBeneficiary: string;
  primaryPercent: number;
  secondaryBeneficiary: string;
  secondaryPercent: number;
  lastUpdated: string;
  notes: string;
}

const emptyDraft = (): Draft => ({
  accountName: '',
  accountType: '',
  institution: '',
  accountNumber: '',
  primaryBeneficiary: '',
  primaryPercent: 100,
  secondaryBeneficiary: '',
  secondaryPercent: 0,
  lastUpdated: todayIso(),
  notes: '',
});

const draftFrom = (b: Beneficiary): Draft => ({
  accountName: b.accountName,
  accountType: b.accountType,
  institution: b.institution,
  accountNumber: b.accountNumber,
  primaryBeneficiary: b.primaryBeneficiary,
  primaryPercent: b.primaryPercent,
  secondaryBeneficiary: b.secondaryBeneficiary,
  secondaryPercent: b.secondaryPercent,
  lastUpdated: b.lastUpdated,
  notes: b.notes,
});

function editHeading(accountName: string | undefined): string {
  return accountName === undefined ? m.editHeadingUnnamed() : m.editHeading({ accountName });
}

/** Beneficiary designation tracker (SPEC §3 fields, §4 form states and Needs Review, §5 required fields and percents, §7 kept under beneficiaries, §8 the required-fields alert): a list kept in this browser, with a form to add and edit. */
export function BeneficiaryTracker(_props: ToolProps) {
  const uid = useId();
  const ids = {
    accountName: `${uid}-account-name`,
    accountType: `${uid}-account-type`,
    primaryBeneficiary: `${uid}-primary`,
    formHeading: `${uid}-form-heading`,
    listHeading: `${uid}-list-heading`,
    copyHeading: `${uid}-copy-heading`,
  };
  const [entries, setEntries] = useState<Beneficiary[]>(() => beneficiariesStore.read());
  const [formOpen, setFormOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [accountNumberNotice, setAccountNumberNotice] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [importMessage, setImportMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // Bumped on every Add/Edit so focus moves to the first field even if the form was already open.
  const [focusRequest, setFocusRequest] = useState(0);
  const today = todayIso();

  useEffect(() => {
    if (focusRequest > 0) firstFieldRef.current?.focus();
  }, [focusRequest]);

  // Bumped when the form closes: focus goes to "Add" in the same commit that removes the form, so it
  // never rests on the page itself (a screen reader would say "document"). A frame later, as before,
  // was a race: the Spanish transcript heard "document" in one fresh-clone run of 202a81e.
  const [focusAddRequest, setFocusAddRequest] = useState(0);
  useLayoutEffect(() => {
    if (focusAddRequest > 0) addButtonRef.current?.focus();
  }, [focusAddRequest]);

  // SPEC §7: written on every change.
  const commit = (next: Beneficiary[]) => {
    setEntries(next);
    beneficiariesStore.write(next);
  };

  const openForm = (entry: Beneficiary | null) => {
    setDraft(entry ? draftFrom(entry) : emptyDraft());
    setEditingId(entry ? entry.id : null);
    setErrors([]);
    setAccountNumberNotice(undefined);
    setStatus('');
    setFormOpen(true);
    setFocusRequest((n) => n + 1);
  };

  const closeForm = () => {
    setFormOpen(false);
    setEditingId(null);
    setDraft(emptyDraft());
    setErrors([]);
    setAccountNumberNotice(undefined);
    setFocusAddRequest((n) => n + 1);
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const accountName = draft.accountName.trim();
    const primaryBeneficiary = draft.primaryBeneficiary.trim();
    const missing: ErrorSummaryItem[] = [];
    if (!accountName) missing.push({ fieldId: ids.accountName, message: m.enterAccountName() });
    if (!draft.accountType) missing.push({ fieldId: ids.accountType, message: m.chooseAccountType() });
    if (!primaryBeneficiary) missing.push({ fieldId: ids.primaryBeneficiary, message: m.enterPrimary() });
    // SPEC §8: nothing is saved while a required field is empty.
    if (missing.length > 0 || !draft.accountType) {
      setErrors(missing);
      return;
    }
    const saved: Beneficiary = {
      id: editingId ?? newId(entries),
      accountName,
      accountType: draft.accountType,
      institution: draft.institution.trim(),
      accountNumber: lastFourDigits(draft.accountNumber).value,
      primaryBeneficiary,
      primaryPercent: draft.primaryPercent,
      secondaryBeneficiary: draft.secondaryBeneficiary.trim(),
      secondaryPercent: draft.secondaryPercent,
      lastUpdated: /^\d{4}-\d{2}-\d{2}$/.test(draft.lastUpdated) ? draft.lastUpdated : today,
      notes: draft.notes.trim(),
    };
    const exists = editingId !== null && entries.some((e) => e.id === editingId);
    commit(exists ? entries.map((e) => (e.id === editingId ? saved : e)) : [...entries, saved]);
    closeForm();
    setStatus(exists ? m.updatedStatus({ accountName }) : m.addedStatus({ accountName }));
  };

  const onAccountNumber = (typed: string) => {
    const edit = lastFourDigits(typed);
    set('accountNumber', edit.value);
    setAccountNumberNotice(edit.notice);
  };

  const confirmDelete = () => {
    const entry = entries.find((e) => e.id === deleteId);
    if (!entry) return;
    commit(entries.filter((e) => e.id !== deleteId));
    if (editingId === entry.id) closeForm();
    setStatus(m.deletedStatus({ accountName: entry.accountName }));
    setDeleteId(null);
    requestAnimationFrame(() => addButtonRef.current?.focus());
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    input.value = '';
    const result = parseBeneficiaryImport(text);
    if (!result.ok) {
      setImportMessage({ ok: false, text: importErrorWords(result.error) });
      return;
    }
    commit(mergeById(entries, result.items));
    setImportMessage({ ok: true, text: m.importedStatus({ count: result.items.length }) });
  };

  const deleting = entries.find((e) => e.id === deleteId);

  return (
    <div className={s.root}>
      <p className={s.plain}>{m.intro()}</p>
      <div className={toolStyles.buttonRow}>
        <Button
          ref={addButtonRef}
          type="button"
          variant="primary"
          onClick={() => openForm(null)}
          aria-expanded={formOpen && editingId === null}
        >
          {m.addButton()}
        </Button>
      </div>
      <LiveRegion>{status}</LiveRegion>

      {formOpen ? (
        <section className={s.section} aria-labelledby={ids.formHeading}>
          <h3 className={s.heading} id={ids.formHeading}>
            {editingId === null ? m.addHeading() : editHeading(entries.find((e) => e.id === editingId)?.accountName)}
          </h3>
          <form className={s.form} noValidate onSubmit={onSubmit} aria-labelledby={ids.formHeading}>
            <ErrorSummary title={m.requiredMessage()} errors={errors} />
            <p className={s.plain}>{m.requiredNote()}</p>
            <TextInput
              label={m.accountNameLabel()}
              required
              id={ids.accountName}
              error={errors.find((e) => e.fieldId === ids.accountName)?.message}
              ref={firstFieldRef}
              autoComplete="off"
              value={draft.accountName}
              onValueChange={(value) => set('accountName', value)}
            />
            <Field
              label={m.accountTypeLabel()}
              required
              id={ids.accountType}
              error={errors.find((e) => e.fieldId === ids.accountType)?.message}
            >
              {(control) => (
                <select
                  {...control}
                  className={s.input}
                  value={draft.accountType}
                  onChange={(e) => set('accountType', e.target.value as AccountType | '')}
                >
                  <option value="">{m.accountTypePlaceholder()}</option>
                  {ACCOUNT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ACCOUNT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextInput
              label={m.institutionLabel()}
              hint={m.institutionHint()}
              autoComplete="off"
              value={draft.institution}
              onValueChange={(value) => set('institution', value)}
            />
            <TextInput
              label={m.accountNumberLabel()}
              hint={m.accountNumberHint()}
              notice={accountNumberNotice}
              width="short"
              inputMode="numeric"
              autoComplete="off"
              placeholder={m.accountNumberPlaceholder()}
              value={draft.accountNumber}
              onValueChange={onAccountNumber}
            />
            <TextInput
              label={m.primaryLabel()}
              required
              id={ids.primaryBeneficiary}
              error={errors.find((e) => e.fieldId === ids.primaryBeneficiary)?.message}
              autoComplete="off"
              value={draft.primaryBeneficiary}
              onValueChange={(value) => set('primaryBeneficiary', value)}
            />
            <NumberInput
              label={m.primaryShareLabel()}
              hint={m.shareHint()}
              unit="%"
              min={0}
              max={100}
              value={draft.primaryPercent}
              onValueChange={(value) => set('primaryPercent', value)}
            />
            <TextInput
              label={m.secondaryLabel()}
              hint={m.secondaryHint()}
              autoComplete="off"
              value={draft.secondaryBeneficiary}
              onValueChange={(value) => set('secondaryBeneficiary', value)}
            />
            <NumberInput
              label={m.secondaryShareLabel()}
              hint={m.shareHint()}
              unit="%"
              min={0}
              max={100}
              value={draft.secondaryPercent}
              onValueChange={(value) => set('secondaryPercent', value)}
            />
            <DateInput
              label={m.lastUpdatedLabel()}
              hint={m.lastUpdatedHint()}
              max={today}
              value={draft.lastUpdated}
              onValueChange={(value) => set('lastUpdated', value)}
            />
            <Textarea label={m.notesLabel()} value={draft.notes} onValueChange={(value) => set('notes', value)} />
            <div className={toolStyles.buttonRow}>
              <Button type="submit" variant="primary">
                {editingId === null ? m.saveDesignation() : m.updateDesignation()}
              </Button>
              <Button type="button" variant="secondary" onClick={closeForm}>
                {m.cancel()}
              </Button>
            </div>
          </form>
        </section>
      ) : null}

      <section className={s.section} aria-labelledby={ids.listHeading}>
        <h3 className={s.heading} id={ids.listHeading}>
          {m.listHeading({ count: formatNumber(entries.length) })}
        </h3>
        {entries.length === 0 ? (
          <p className={s.plain}>{m.emptyList()}</p>
        ) : (
          <ul className={s.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={s.card}>
                <div className={s.cardHeader}>
                  <h4 className={s.cardTitle}>{entry.accountName}</h4>
                  {needsReview(entry.lastUpdated, today) ? (
                    <StatusBadge tone="warning">{m.needsReview()}</StatusBadge>
                  ) : null}
                </div>
                <dl className={s.details}>
                  <dt className={s.term}>{m.accountTypeLabel()}</dt>
                  <dd className={s.definition}>{ACCOUNT_TYPE_LABELS[entry.accountType]}</dd>
                  {entry.institution ? (
                    <>
                      <dt className={s.term}>{m.institutionLabel()}</dt>
                      <dd className={s.definition}>{entry.institution}</dd>
                    </>
                  ) : null}
                  {entry.accountNumber ? (
                    <>
                      <dt className={s.term}>{m.accountEnding()}</dt>
                      <dd className={s.definition}>{entry.accountNumber}</dd>
                    </>
                  ) : null}
                  <dt className={s.term}>{m.primaryTerm()}</dt>
                  <dd className={s.definition}>
                    {m.beneficiaryShare({
                      name: entry.primaryBeneficiary,
                      percent: formatPercent(entry.primaryPercent, 2),
                    })}
                  </dd>
                  {entry.secondaryBeneficiary ? (
                    <>
                      <dt className={s.term}>{m.secondaryTerm()}</dt>
                      <dd className={s.definition}>
                        {m.beneficiaryShare({
                          name: entry.secondaryBeneficiary,
                          percent: formatPercent(entry.secondaryPercent, 2),
                        })}
                      </dd>
                    </>
                  ) : null}
                  <dt className={s.term}>{m.lastUpdatedTerm()}</dt>
                  <dd className={s.definition}>{formatLongDate(entry.lastUpdated)}</dd>
                  {entry.notes ? (
                    <>
                      <dt className={s.term}>{m.notesLabel()}</dt>
                      <dd className={s.definition}>{entry.notes}</dd>
                    </>
                  ) : null}
                </dl>
                <div className={toolStyles.buttonRow}>
                  <Button type="button" variant="secondary" onClick={() => openForm(entry)}>
                    {m.edit()} <VisuallyHidden>{entry.accountName}</VisuallyHidden>
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => setDeleteId(entry.id)}>
                    {m.deleteButton()} <VisuallyHidden>{entry.accountName}</VisuallyHidden>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={s.section} aria-labelledby={ids.copyHeading}>
        <h3 className={s.heading} id={ids.copyHeading}>
          {m.copyHeading()}
        </h3>
        <p className={s.plain}>{m.copyIntro()}</p>
        {entries.length > 0 ? (
          <div className={toolStyles.buttonRow}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => downloadJson(EXPORT_FILE_NAME, serializeBeneficiaries(entries))}
            >
              {m.downloadButton()}
            </Button>
          </div>
        ) : null}
        <Field label={m.importLabel()} hint={m.importHint()}>
          {(control) => (
            <input
              {...control}
              className={s.fileInput}
              type="file"
              accept="application/json"
              onChange={(e) => void onImport(e)}
            />
          )}
        </Field>
        <div role="status" aria-live="polite">
          {importMessage ? <p className={importMessage.ok ? s.plain : s.error}>{importMessage.text}</p> : null}
        </div>
      </section>

      <ConfirmDialog
        open={deleteId !== null}
        onOpenChange={(open) => {
          if (!open) setDeleteId(null);
        }}
        title={deleting ? m.deleteTitle({ accountName: deleting.accountName }) : m.deleteTitleUnnamed()}
        message={m.deleteQuestion()}
        confirmLabel={m.deleteButton()}
        cancelLabel={m.keepIt()}
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
