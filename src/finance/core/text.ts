/**
 * Amounts inside the engine's own sentences (recommendations, messages, assumptions). The UI
 * formats result numbers with the kit's formatter; this is the engine's single equivalent for
 * text it writes itself, so every sentence says "$4,150", never "4150 dollars".
 *
 * Spelled out instead of using Intl.NumberFormat: the first Intl formatter a page creates loads
 * ICU's locale data (~70 ms on a 4x slowed CPU), and creating it when this module loaded put that
 * on every tool page's load (issue G1). text.test.ts checks the output against Intl's.
 */
export function dollars(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const size = Math.abs(rounded);
  // From 1e21 up String() writes "1.5e+25"; spell out its digits as Intl does ("15" + 24 zeros).
  const [mantissa = '0', exponent] = String(size).split('e+');
  const digits = exponent ? mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0') : mantissa;
  return `${rounded < 0 ? '-' : ''}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * The months' names for the engine's own English sentences, January first. The pure layer imports
 * nothing of the kit, so this is finance's one copy; pages call the kit's `monthNames()`.
 */
export const ENGLISH_MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
