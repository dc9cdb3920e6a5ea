import type { CoreResources } from './zh-CN';

/** English texts the login page needs (fetched when English is chosen). */
export const enUS: CoreResources = {
  app: {
    title: 'Seal and File Security Control System',
    language: 'Language',
    loading: 'Loading…',
  },
  errors: {
    sessionExpired: 'Your session has expired, please log in again',
    requestError: 'Request error',
    networkTimeout: 'Network request timeout',
    loginInvalid: 'Login is no longer valid, please log in again',
    internal: 'Internal service error, please contact the administrator',
    upgrading: 'The system is being upgraded, please try again later',
    userInfoFailed: 'Could not load your user information, please log in again',
  },
  login: {
    welcome: 'Welcome',
    subtitle: 'Smart seals, electronic seals and document security in one console',
    tabPhone: 'SMS code',
    tabPassword: 'Password',
    tabSystem: 'System admin',
    phone: 'Phone number',
    phonePlaceholder: 'Enter your phone number',
    code: 'Verification code',
    codePlaceholder: 'Enter the 6-digit code',
    sendCode: 'Get code',
    resendIn: 'Resend in {{seconds}} s',
    codeSent: 'Verification code sent',
    username: 'User name',
    usernamePlaceholder: 'User name or phone number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Log in',
    submitting: 'Logging in…',
    register: 'No unit yet? Register one',
    success: 'Logged in',
    systemHint: 'System administrators log in with user name and password',
  },
  roles: { '0': 'Chief administrator', '1': 'Administrator', '2': 'Seal keeper', '3': 'Unit member' },
  common: { confirm: 'OK', cancel: 'Cancel', retry: 'Retry', none: 'None' },
};
