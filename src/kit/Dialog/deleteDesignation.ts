/**
 * The confirmation the beneficiary tracker asks before deleting a designation: the example the
 * Confirm story shows and the ConfirmDialog tests press through.
 */
export const deleteDesignation = {
  title: 'Delete this designation?',
  message: 'Are you sure you want to delete this beneficiary designation?',
  confirmLabel: 'Delete',
  tone: 'danger',
} as const;
