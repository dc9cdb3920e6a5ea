/** Chinese texts of the console: batch approval on the approvals list. */
export const zhCNBatch = {
  applyBatch: {
    chosen: '已选 {{n}} 个申请',
    hint: '勾选待您审批的申请，可一次同意或驳回（每次最多{{max}}个）',
    approve: '批量同意',
    reject: '批量驳回',
    clear: '取消选择',
    pageLabel: '选择本页全部待您审批的申请',
    rowLabel: '选择申请 {{no}}',
    approveTitle: '批量同意 {{n}} 个申请',
    rejectTitle: '批量驳回 {{n}} 个申请',
    intro: '每个申请按审批流程逐一处理；此时不能由您审批的申请不会改变，并在结果中列出原因。',
    done: '已处理 {{n}} 个申请',
    resultTitle: '批量审批结果',
    resultSummary: '已处理 {{ok}} 个，未处理 {{failed}} 个：',
    failedTable: '未处理的申请',
    applyNo: '申请编号',
    reason: '原因',
    close: '关闭',
  },
};
