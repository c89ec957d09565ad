/**
 * Where the code login's messageText comes from (doc 1 §3: "optional autoRegisterType and messageText" in the
 * code login's payload; §8: "Code-login code 1000012: shows messageText if supplied, otherwise the server
 * message"). The spec shows no page that supplies it, so the page that sends a parent to the login supplies it
 * in the link (chosen): /login?messageText=…. The answer carries no messageText (doc 1 §3 "Login response":
 * code, message, data.token, data.userinfos, isFirstLogin); the error policy toasts the text the login sent.
 */
export const MESSAGE_TEXT_PARAM = 'messageText';

/** The link's messageText, trimmed; null when absent or blank (then the server's message shows). */
export function messageTextOf(search: string): string | null {
  return new URLSearchParams(search).get(MESSAGE_TEXT_PARAM)?.trim() || null;
}
