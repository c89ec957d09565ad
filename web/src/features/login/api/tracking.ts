/**
 * Login failure reasons the spec tracks (doc 1 §5): the code was not filled, the phone was wrong.
 * Event tracking (the writeKafka record of doc 1 §7) is not part of issue 4 and nothing is sent yet;
 * this is the one place the login screen reports them, so wiring the tracker later touches only this file.
 */
export type LoginFailureReason = 'codeNotFilled' | 'wrongPhone';

export function trackLoginFailure(_reason: LoginFailureReason): void {
  // Deliberately empty until the tracking client exists.
}
