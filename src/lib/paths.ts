/**
 * Every route the console serves (the spec's paths, kept verbatim: the menu from the server names them), in one
 * place: the router declares its routes from here and every link, navigate and redirect builds its target here.
 * A route with a parameter is a function that fills it in (encoded); its `pattern` is what the router matches.
 */

/** A route with one path parameter, e.g. `/server/bindingseal/:id`. */
function withParam(prefix: string, param = 'id') {
  return Object.assign((value: string | number) => `${prefix}/${encodeURIComponent(String(value))}`, {
    pattern: `${prefix}/:${param}`,
  });
}

/** A route whose page reads one query parameter, e.g. `/sealManage/recorddetail?id=`. */
function withQuery(path: string, name: string) {
  return Object.assign((value: string | number) => `${path}?${name}=${encodeURIComponent(String(value))}`, {
    pattern: path,
  });
}

/** A path with an optional query (filters, a redirect); empty values are left out. */
export function withSearch(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: '/',
  login: '/login',
  choose: '/choose',
  addEnterprise: '/addenterprise',
  notFound: '/404',
  forbidden: '/403',
  redirect: '/redirect',
  bigdata: '/bigdata',
  /** A help document (the edition's help links, spec section 1), open to everyone. */
  help: withParam('/help', 'doc'),
  camera: '/camera',
  dashboard: '/dashboard',
  message: {
    root: '/message',
    center: '/message/messageCenter',
    versions: '/message/versionHistory',
    versionDetail: withQuery('/message/versionDetail', 'id'),
  },
  unit: {
    root: '/unit',
    company: '/unit/company',
    attestation: '/unit/attestation',
    updateAttestation: '/unit/updateAttestation',
    subsidiary: '/unit/subsidiary',
    member: '/unit/member',
    memberDetail: withParam('/unit/memberDetail'),
    department: '/unit/department',
    companyset: '/unit/companyset',
  },
  device: {
    root: '/server',
    list: '/server/bindingseal',
    detail: withParam('/server/bindingseal'),
    templates: withParam('/server/templatelists'),
    fileTypes: '/server/fileType',
    addFileType: '/server/addFileType',
    changeRecord: '/server/changerecord',
  },
  template: {
    manage: '/sealManage/tempManage',
    /** 'new' adds a template, a template id edits it. */
    form: withParam('/sealManage/addtemplate', 'parame'),
  },
  apply: {
    apply: '/sealManage/usingSealApplication',
    approvals: '/sealManage/useaApplyexaminelist',
    list: '/sealManage/applyList',
    detail: withParam('/sealManage/examinedetail'),
  },
  authorization: {
    down: '/sealManage/authorizationDown',
    activate: '/sealManage/authorizationActivate',
    list: '/sealManage/useAuthorizationlist',
    detail: withParam('/sealManage/authorizationdetail'),
  },
  useRecord: {
    trial: '/sealManage/try',
    list: '/sealManage/useCordlist',
    detail: withQuery('/sealManage/recorddetail', 'id'),
    operate: '/sealManage/operateRecord',
    phone: '/sealManage/phoneuse',
    monthStatistics: '/sealManage/monthstatistics',
    exports: '/sealManage/exportRecord',
  },
  system: {
    root: '/system',
    users: '/user',
    addUser: '/addUser',
    roles: '/role',
    logs: '/log',
    /** The same page for a unit's administrators: their unit's operate log (in the staff menu under 单位管理). */
    unitLogs: '/unit/log',
    quotas: '/quotas',
    quotaApply: '/quotasApply',
    quotaDetail: withQuery('/quotasDetail', 'companyId'),
    /** Certification and partner reviews (a system menu entry of its own). */
    reviews: '/system/reviews',
    dictionary: '/dictionary',
    organization: '/organization',
    addOrg: '/addOrg',
    menu: '/menu',
    addMenu: '/addMenu',
    complaints: '/complaintsAdvice',
    complaintList: '/system/complaintsList',
  },
  cost: {
    root: '/cost',
    payers: '/cost/payerList',
    servicePay: '/cost/servicePay',
    certificate: '/cost/sertupdate',
    devicePay: withParam('/cost/devicePay'),
    filePay: '/cost/filePay',
    orders: '/cost/payLists',
    orderDetail: withParam('/cost/payrecordDetail'),
    sms: '/cost/smsrecordlist',
    invoices: '/cost/invoicerecordlist',
    invoice: '/cost/invoiced',
    invoiceDetail: withParam('/cost/invoicecorddetail'),
    packages: '/cost/mypackage',
    /** Where one order is paid online: WeChat Pay's QR code, or the sandbox channel's cashier (demo mode). */
    cashier: withParam('/cost/cashier'),
    /** The system side's invoice issuing (every unit's requests). */
    issuing: '/system/cost/invoices',
    /** The system side's 费用管理 group: every unit's orders with the revenue by month, and the catalogue. */
    platformRoot: '/system/cost',
    platformOrders: '/system/cost/orders',
    platformProducts: '/system/cost/products',
  },
  document: {
    root: '/file',
    watermark: '/file/watermark',
    detect: '/file/detect',
    /** One comparison: the side-by-side viewer and its change list. */
    compareDetail: withParam('/file/detect'),
    rules: '/file/marklist',
    records: '/file/detectlist',
  },
  content: {
    project: '/project',
    projects: '/project/projectList',
    projectDetail: withParam('/project/projectDetail'),
    games: '/games',
    gameList: '/games/gamesList',
    gameDetail: withParam('/games/gamesDetail'),
    service: '/service',
    coaching: '/service/teachList',
    reviews: '/service/consutantsList',
    downloads: '/service/datum',
    policyNews: '/service/dynamicList',
    /** The system side's publishing: the list, and the editor ('new' or an item id). */
    manage: '/contentManage',
    edit: withParam('/contentEdit'),
  },
  anomaly: {
    /** The anomaly centre: alerts of abnormal stamps, their handling and the unit's rules. */
    list: '/sealManage/anomaly',
    detail: withParam('/sealManage/anomalyDetail'),
  },
  display: {
    /** The wall opened by a display link (`/display#<token>`), without a staff session. */
    wall: '/display',
    /**
     * The unit's display links (administrators; a button beside the dashboard's wall button). Below /dashboard, which
     * every staff menu permits: the route's roles decide who opens it.
     */
    links: '/dashboard/displays',
  },
};
