/** The parent's phone as screens show it (step-up header, parent-centre header). */

/** 13800138000 → 138****8000; shorter numbers keep their first and last thirds. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length <= 4) return digits;
  const keep = Math.floor(digits.length / 3);
  return `${digits.slice(0, keep)}${'*'.repeat(digits.length - 2 * keep)}${digits.slice(-keep)}`;
}
