import { resultCodes, sessionCodes } from '@contract/envelope';
import { coreErrorTexts } from '@contract/error-texts';
import { t } from '../i18n';
import { currentPath, loginUrl, navigateTo } from '../navigation';
import { notify } from '../notify';
import { displayRefused, endSession } from '../session';
import { paths } from '@/lib/paths';

/** A refused or failed call; `handled` means the catalogue already told the user. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly handled: boolean,
  ) {
    super(message);
  }
}

/** Texts the server sends that steer the console (spec section 8), in either language the server may answer in. */
const USER_MISSING: string[] = Object.values(coreErrorTexts['e.userNotFound']);
const PASSWORD_LOGIN_FIRST = '请先通过用户名密码登录！';

/** '此用户不存在！': the user lost the unit; the console sends them to choose another (not to log in again). */
export function isUserMissing(error: unknown): boolean {
  return error instanceof ApiError && USER_MISSING.includes(error.message);
}
const SHORT_SERVER_MESSAGE = 20;

export interface CatalogueOptions {
  /** Do not toast a business refusal: the caller shows it (e.g. under a form field). */
  silent?: boolean;
}

function sessionExpired(): void {
  notify('error', t('errors.sessionExpired'));
  endSession();
  navigateTo(loginUrl(currentPath()), { replace: true });
}

/** The whole error catalogue of spec section 8 for an envelope with a non-zero code. */
export function handleEnvelopeError(code: number, msg: string, options: CatalogueOptions): ApiError {
  if (sessionCodes.includes(code)) {
    // A wall display's link was refused: it has no log-in to go to, the wall says why.
    if (displayRefused(code)) return new ApiError(code, msg, true);
    sessionExpired();
    return new ApiError(code, t('errors.sessionExpired'), true);
  }
  const text = msg || t('errors.requestError');
  if (msg === PASSWORD_LOGIN_FIRST) {
    notify('error', text);
    endSession({ clearEverything: true });
    navigateTo(paths.login, { replace: true });
    return new ApiError(code, text, true);
  }
  if (USER_MISSING.includes(msg) || code === resultCodes.unitRequired) {
    notify('error', text);
    navigateTo(paths.choose, { replace: true });
    return new ApiError(code, text, true);
  }
  if (!options.silent) notify('error', text);
  return new ApiError(code, text, !options.silent);
}

/** Failures without an envelope: network loss or time-out, and the bare HTTP statuses a proxy or server may send. */
export function handleTransportError(status: number | undefined, serverMessage: string | undefined): ApiError {
  if (status === undefined) {
    notify('error', t('errors.networkTimeout'), 5000);
    return new ApiError(-1, t('errors.networkTimeout'), true);
  }
  if (status === 401) {
    notify('error', t('errors.loginInvalid'));
    endSession();
    const target = loginUrl(currentPath());
    setTimeout(() => navigateTo(target, { replace: true }), 1000);
    return new ApiError(status, t('errors.loginInvalid'), true);
  }
  let text = t('errors.requestError');
  if (status === 500) {
    text = serverMessage && serverMessage.length < SHORT_SERVER_MESSAGE ? serverMessage : t('errors.internal');
  } else if (status === 502) {
    text = t('errors.upgrading');
  } else if (serverMessage) {
    text = serverMessage;
  }
  notify('error', text);
  return new ApiError(status, text, true);
}
