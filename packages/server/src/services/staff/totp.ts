import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { totpDigits, totpPeriodSeconds } from '@pariksha/contract/staff';

// TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 seconds, the settings every authenticator
// app reads from an otpauth:// URI.

const issuer = 'Pariksha';
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const window = 1;

function totpFor(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: totpDigits, period: totpPeriodSeconds, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export type Enrolment = { otpauth_uri: string; secret: string; qr_svg: string };

export async function enrolmentFor(secretBase32: string, email: string): Promise<Enrolment> {
  const otpauthUri = totpFor(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauth_uri: otpauthUri, secret: secretBase32, qr_svg: qrSvg };
}

/**
 * The time step a right code belongs to, or null for a wrong one. A code of a step at or before
 * `lastStep` is refused, so each code works once (RFC 6238, section 5.2).
 */
export function acceptedTotpStep(secretBase32: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / totpPeriodSeconds) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
