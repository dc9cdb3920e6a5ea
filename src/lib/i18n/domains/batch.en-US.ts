import type { zhCNBatch } from './batch.zh-CN';

/** English texts of the console: batch approval on the approvals list. */
export const enUSBatch: typeof zhCNBatch = {
  applyBatch: {
    chosen: '{{n}} application(s) chosen',
    hint: 'Tick applications waiting for you to approve or reject them in one go (at most {{max}} at a time)',
    approve: 'Approve chosen',
    reject: 'Reject chosen',
    clear: 'Clear choice',
    pageLabel: 'Choose every application of this page waiting for you',
    rowLabel: 'Choose application {{no}}',
    approveTitle: 'Approve {{n}} application(s)',
    rejectTitle: 'Reject {{n}} application(s)',
    intro:
      'Each application goes through its approval flow on its own; one you cannot decide on now stays as it is and is listed with the reason.',
    done: '{{n}} application(s) decided',
    resultTitle: 'Batch approval result',
    resultSummary: '{{ok}} decided, {{failed}} not decided:',
    failedTable: 'Applications not decided',
    applyNo: 'Application no.',
    reason: 'Reason',
    close: 'Close',
  },
};
