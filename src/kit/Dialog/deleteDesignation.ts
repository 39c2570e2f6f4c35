import * as m from './messages';
/**
 * The confirmation the beneficiary tracker asks before deleting a designation: the example the
 * Confirm story shows and the ConfirmDialog tests press through.
 */
export const deleteDesignation = () =>
  ({
    title: m.deleteDesignationTitle(),
    message: m.deleteDesignationMessage(),
    confirmLabel: m.deleteDesignationConfirm(),
    tone: 'danger',
  }) as const;
