// Advanced matching (docs/product/tracking.md): the signed-in user's e-mail and phone are
// normalised and SHA-256 hashed in the page, so that only hashes ever reach Google or Meta.

/** Trimmed and lower-cased; null when there is no address. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}

/**
 * E.164 for Vietnam: digits only, a leading 0 replaced by +84 ("0901 234-567" → "+84901234567");
 * a number already written with its country code keeps it. Null when no digit is left.
 */
export function normalisePhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? "";
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `+84${digits.slice(1)}`;
  if (digits.startsWith("84") && digits.length >= 11) return `+${digits}`;
  return `+84${digits}`;
}

/** Lower-case hex SHA-256 of the UTF-8 text (Web Crypto, available in every supported browser). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface HashedUserData {
  /** SHA-256 of the normalised e-mail. */
  email?: string;
  /** SHA-256 of the E.164 phone, as GA4 wants it ("+84…"). */
  phoneE164?: string;
  /** SHA-256 of the phone's digits with the country code, as Meta wants it ("84…"). */
  phoneDigits?: string;
}

/** The hashes of what the user gave; empty for a visitor. */
export async function hashUserData(
  user: { email?: string | null; phone?: string | null } | null | undefined,
): Promise<HashedUserData> {
  const data: HashedUserData = {};
  const email = normaliseEmail(user?.email);
  const phone = normalisePhone(user?.phone);
  if (email) data.email = await sha256Hex(email);
  if (phone) {
    data.phoneE164 = await sha256Hex(phone);
    data.phoneDigits = await sha256Hex(phone.slice(1));
  }
  return data;
}
