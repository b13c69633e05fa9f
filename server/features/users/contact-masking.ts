/**
 * How ADMIN_TRIAL sees other people's contact details (docs/product/roles-and-permissions.md):
 * enough to tell records apart, not enough to reach anyone. `nguyen.van.a@gmail.com` →
 * `ng***@gmail.com`, `0912345678` → `09******78`.
 */

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return maskPhone(email);
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length <= 4) return "*".repeat(phone.length);
  return `${phone.slice(0, 2)}${"*".repeat(phone.length - 4)}${phone.slice(-2)}`;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/**
 * Vietnamese numbers as people type them: 0 or +84, then 9 digits (mobile) or 10 (landline:
 * area code and number, e.g. 024 3826 4567), spaces, dots or dashes allowed.
 */
const PHONE = /(?:\+84|\b0)(?:[\s.-]?\d){9,10}\b/g;

/** Masks every e-mail address and phone number inside a free text (the activity log's values). */
export function maskContactsIn(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone);
}
