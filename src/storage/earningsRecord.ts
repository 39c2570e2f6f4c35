import * as v from 'valibot';
import { createStore, type Store } from './storage';
import { personal, STORAGE_KEYS } from './keys';
import { storedAmountSchema } from './schemas';

/* The earnings record the reader chose to keep: only the earnings record tool reads it. */

/** The most years an earnings record holds (1951 to a worker's 100th year is far fewer). */
export const EARNINGS_RECORD_MAX_YEARS = 150;

/**
 * An earnings record the reader chose to keep on this device (issue I3, item 5): year → the amount
 * typed or read, dollars (null: a year left blank). Nothing else: no name, no birth date.
 */
export const earningsRecordSchema = v.object({
  earnings: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^\d{4}$/)), v.nullable(storedAmountSchema)),
    v.check((record) => Object.keys(record).length <= EARNINGS_RECORD_MAX_YEARS),
  ),
});
export type EarningsRecordKept = v.InferOutput<typeof earningsRecordSchema>;

/**
 * The earnings record, kept in local storage only when the reader ticks "Keep my earnings record on
 * this device" (issue I3, item 5); "Forget my record" removes it. Corrupt or old data reads as none.
 */
export const earningsRecordStore: Store<EarningsRecordKept | null> = createStore<EarningsRecordKept | null>(
  personal({
    key: STORAGE_KEYS.earningsRecord,
    schema: v.nullable(earningsRecordSchema),
    version: 1,
    fallback: null,
  }),
);
