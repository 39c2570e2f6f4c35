/**
 * Amounts inside the engine's own sentences (recommendations, messages, assumptions). The UI
 * formats result numbers with the kit's formatter; this is the engine's single equivalent for
 * text it writes itself, so every sentence says "$4,150", never "4150 dollars".
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function dollars(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  return usd.format(rounded === 0 ? 0 : rounded);
}
