// An Indian mobile number as the SMS gateways take it: ten digits, the first 6 to 9. Spaces, dashes and a leading
// +91, 91 or 0 are allowed when typed and dropped.

/** The ten digits of an Indian mobile number, or null when the text is not one. */
export function indianMobile(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  const ten =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(ten) ? ten : null;
}

/** A number shown in a list: the last four digits only. */
export function maskedMobile(mobile: string): string {
  return mobile.length >= 4 ? `xxxxxx${mobile.slice(-4)}` : mobile;
}
