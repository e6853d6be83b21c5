/** The address that support and privacy questions go to. */
export const SUPPORT_EMAIL = 'support@loqi.app';

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
