/** Chinese texts of the console: business-licence recognition on the certification form. */
export const zhCNLicenceOcr = {
  licenceOcr: {
    filled: '由营业执照识别填写，请核对',
    fillYourself: '以下信息未能可靠识别，请对照营业执照填写：{{fields}}',
    dates: '执照成立日期：{{established}}；营业期限至：{{until}}',
    longTerm: '长期',
    notRead: '未识别',
  },
};
