/** The English version of the demo content (write-content.ts), by the Chinese title of each item. */
export const demoContentEnglish: Record<string, { title: string; summary: string; body: string }> = {
  关于加强企业印章使用管理的通知: {
    title: 'Notice on tightening the use of company seals',
    summary:
      'Sets the rules for keeping seals, approving their use and recording each stamp; in force from next month.',
    body: `## 1. Scope\n\nThis notice applies to every unit's **physical seals**, **smart seals** and **electronic seals**.\n\n## 2. Main rules\n\n1. Each seal is kept by a named seal keeper; a handover is written down in the *Seal custody handover register*.\n2. Every use of a seal starts with a **seal-use application** in the system and may go ahead only once it is approved and authorised.\n3. After stamping, the system keeps the use record and its photos for at least three years.\n\n## 3. Checks\n\nThe platform samples each unit's use records every quarter; anomalous stamps are dealt with under the rules.\n\n> Questions? Ask an expert under "Services → Reviews".`,
  },
  '电子印章管理办法（2026年修订）解读': {
    title: 'The electronic seal rules (2026 revision) explained',
    summary:
      'An electronic seal carries the same force as a physical one; the rules cover issuing, using and revoking it.',
    body: `The revised rules make it clear: **an electronic seal made under the law has the same legal force as a physical seal**.\n\n- Issuing: the unit applies, the platform reviews and issues;\n- Using: every use is authenticated and leaves a trace;\n- Revoking: when a unit closes or stops using a seal, its electronic seal is revoked promptly.\n\nSee the attached *Electronic seal management rules*.`,
  },
  '演示科技集团内部：年度印章盘点安排': {
    title: 'Demo Tech Group internal: the yearly seal stocktake',
    summary: 'For 演示科技有限公司 only: seal keepers finish the stocktake by the end of the month.',
    body: `Seal keepers: please check each device's state under "Devices → Seal devices" and submit the stocktake **by the end of this month**.`,
  },
  如何绑定智能印章: {
    title: 'How to bind a smart seal',
    summary: 'Bind a smart seal in three steps: scan it, fill in its details, name its keeper.',
    body: `### Before you start\n\nMake sure the seal is switched on and online, and have the device number from its base at hand.\n\n### Steps\n\n1. Open "Devices → Seal devices" and click **Bind seal**;\n2. Enter the device number and the seal's name, and choose its type;\n3. Name the **seal keeper** and save.\n\nOnce bound, the device appears in the list as "Online".`,
  },
  用印审批是怎样工作的: {
    title: 'How seal-use approval works',
    summary: 'From application to authorisation: the approval template says who approves, and in which order.',
    body: `Each seal can have several **approval templates**; a template lists its approvers (in order) and the file types it covers.\n\n1. A member files a seal-use application, choosing the seal and the file type;\n2. The system asks each approver in turn, as the template says;\n3. Once all have approved, the seal keeper grants the authorisation and the applicant may stamp.\n\nIf any approver rejects it, the application ends and the applicant gets a message.`,
  },
  用印记录与异常提醒: {
    title: 'Use records and anomaly alerts',
    summary: 'Reading the photos, locations and anomaly marks of a use record.',
    body: `Every stamp reports its time, place and photos. An **unauthorised stamp** or an **unexpected location** is marked red in the records and raises an alert.`,
  },
  '专家审核：合同用印前应核对哪些要点': {
    title: 'Expert review: what to check before stamping a contract',
    summary: 'A five-point checklist before a contract is stamped.',
    body: `1. The parties' names match their business licences;\n2. The amount in figures matches the amount in words;\n3. Where the cross-page seal goes is marked;\n4. Every annex page is there;\n5. The approval record is complete.`,
  },
  '专家审核：电子合同与纸质合同混签的风险': {
    title: 'Expert review: the risk of mixing electronic and paper signing',
    summary: 'How to avoid disputes when one contract is signed both electronically and on paper.',
    body: `Sign each contract **one way only**; where both are unavoidable, the contract should say which version prevails.`,
  },
  '用印申请表（模板）': {
    title: 'Seal-use application form (template)',
    summary: 'The standard form for recording a seal use made offline.',
    body: `Fill it in after downloading, have the approver sign it, then record the use in the system.`,
  },
  印章保管交接登记表: {
    title: 'Seal custody handover register',
    summary: 'The record of a handover when a seal changes keeper.',
    body: `Once both sides have signed, change the seal keeper in the system.`,
  },
  智能印章绑定操作手册: {
    title: 'Smart seal binding manual',
    summary: 'Binding and unbinding, step by step with pictures.',
    body: `For every smart seal model.`,
  },
  印章数字化改造试点项目: {
    title: 'Seal digitisation pilot',
    summary: 'A subsidised pilot digitising the seals of small and medium companies; places are limited.',
    body: `## What it offers\n\nSelected units get smart seal devices and a year of the platform's service, with help to sort out their rules and set up approval templates.\n\n## Who may sign up\n\n- Units that have completed certification;\n- With at least 3 seals.`,
  },
  电子印章互认示范项目: {
    title: 'Cross-region electronic seal recognition demonstration',
    summary: 'A demonstration of electronic seals recognised across regions; sign-up has closed.',
    body: `Sign-up for this round has closed; later rounds will be announced.`,
  },
  '2026 印章合规管理知识竞赛': {
    title: '2026 seal compliance knowledge contest',
    summary: 'Units sign up as teams and answer online; the winners get a year of premium service.',
    body: `## Format\n\n- Heats: online quiz, at most 5 people per unit;\n- Final: the top 10 units compete on site.\n\n## Prizes\n\nThe winning unit gets a year of the platform's premium service.`,
  },
  最佳用印流程设计评选: {
    title: 'Best seal-use workflow award',
    summary: "Show your unit's approval template design; the best practice wins.",
    body: `Submit your unit's approval template design (at least 300 words) for the expert panel to judge.`,
  },
};
