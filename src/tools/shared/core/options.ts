import type { ToolOption } from './fieldTypes';
import * as m from './options.messages';

/**
 * Option lists that several tools share (SPEC §3 enumerations, in plain words). Each label is the
 * catalog's message itself, read when the choice is shown, in the reader's language.
 */
export const GENDER_OPTIONS: ToolOption[] = [
  { value: 'male', label: m.male },
  { value: 'female', label: m.female },
];

export const HEALTH_OPTIONS: ToolOption[] = [
  { value: 'excellent', label: m.excellent },
  { value: 'good', label: m.good },
  { value: 'fair', label: m.fair },
  { value: 'poor', label: m.poor },
];
