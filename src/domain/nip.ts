/** A Polish tax number: 10 digits (dashes and spaces allowed) whose last digit is the weighted checksum. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '');
}
