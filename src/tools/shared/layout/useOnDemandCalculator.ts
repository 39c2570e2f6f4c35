import type { InputRecord } from '../core/toolState';
import { useCalculatorForm } from './Calculator';
import { useCalculateOnDemand } from './useCalculateOnDemand';

// Its own module, not Calculator.tsx: a live calculator's page loads Calculator.tsx before idle, and
// would carry useCalculateOnDemand with it (+0.24 KB on /tools/inherited-ira).
/**
 * An on-demand calculator's form (useCalculatorForm) and its presses (useCalculateOnDemand on the
 * form's inputs, today's dollars left out): what every tool drawn by OnDemandCalculator opens with.
 */
export function useOnDemandCalculator<T extends InputRecord, S extends InputRecord, R>(
  tool: Parameters<typeof useCalculatorForm<T, S>>[0],
  compute: (inputs: Omit<T, 'todaysDollars'>) => R,
  prepare?: () => Promise<unknown> | undefined,
) {
  const form = useCalculatorForm(tool);
  return { form, calculation: useCalculateOnDemand(form.inputs, compute, prepare) };
}
