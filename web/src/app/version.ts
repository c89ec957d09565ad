/** Web version string (doc 1 §1, §9), sent to the shell (SetWebVersion) and shown in the debug console. */
export const WEB_VERSION = '1.30.84';
