import fs from 'node:fs';
import { DEFAULT_LOCALE, LOCALES } from '../../../i18n/locale';

/** The transcripts kept in a folder, by file name. */
const transcriptsIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();

// The transcript tests compare each language's file (screenReaderTranscript.tsx), so a missing
// Spanish file fails its test; this catches the other way round: a file no test writes any more,
// in one language and not the other.
it('every language keeps a screen-reader transcript for each English one, and no other', () => {
  const english = transcriptsIn('docs/screen-reader');
  expect(english.length).toBeGreaterThanOrEqual(24);
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
    expect(transcriptsIn(`docs/screen-reader/${locale}`), `docs/screen-reader/${locale}/`).toEqual(english);
});
