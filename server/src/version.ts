/** The product version of spec section 9. */
export const APP_VERSION = '6.0.5';
