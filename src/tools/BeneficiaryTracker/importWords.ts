/**
 * Why a file was not imported (src/storage/beneficiaries.ts returns the fact), in the reader's language,
 * from this folder's catalogs. The entry is named by its place in the file and, when it has one, its
 * account name as the file holds it.
 */
import type { BeneficiaryImportError } from '../../storage';
import * as m from './messages';

export function importErrorWords(error: BeneficiaryImportError): string {
  switch (error.id) {
    case 'unreadable':
      return m.importUnreadable();
    case 'notAList':
      return m.importNotAList();
    case 'notAnEntry':
    case 'badField': {
      const entry =
        error.name === null
          ? m.importEntry({ entry: error.entry })
          : m.importEntryNamed({ entry: error.entry, name: error.name });
      return error.id === 'notAnEntry'
        ? m.importNotAnEntry({ entry })
        : m.importBadField({ entry, field: error.field });
    }
  }
}
