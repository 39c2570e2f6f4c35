/** HSA investment allocation guidance by age (percent ranges). SPEC §9 "HSA" — product model, not law. */
export interface AllocationRange {
  min: number;
  max: number;
}
export interface AllocationBand {
  fromAge: number;
  toAge: number | null;
  stocks: AllocationRange;
  bonds: AllocationRange;
  cash: AllocationRange;
}

/** SPEC gives 20–45, 45–60, 60+; a shared boundary age goes to the older band. Under 20 uses the first band. */
export const HSA_ALLOCATION_BANDS: readonly AllocationBand[] = [
  { fromAge: 20, toAge: 45, stocks: { min: 80, max: 90 }, bonds: { min: 10, max: 20 }, cash: { min: 0, max: 5 } },
  { fromAge: 45, toAge: 60, stocks: { min: 60, max: 70 }, bonds: { min: 25, max: 35 }, cash: { min: 5, max: 10 } },
  { fromAge: 60, toAge: null, stocks: { min: 40, max: 50 }, bonds: { min: 40, max: 50 }, cash: { min: 10, max: 20 } },
];
