/** Shared vocabulary of the finance engine (SPEC §3 enumerations, as string literals). */
export type FilingStatus = 'single' | 'marriedJoint' | 'marriedSeparate' | 'headOfHousehold';
export type HealthStatus = 'excellent' | 'good' | 'fair' | 'poor';
export type Gender = 'male' | 'female';
export type CostLocation = 'low' | 'medium' | 'high';
export type CoverageType = 'self' | 'family';
export type Occupation = 'professional' | 'managerial' | 'sales' | 'technical' | 'manual' | 'high-risk';
export type TaxYear = 2023 | 2024 | 2025 | 2026;

/**
 * One line of "How this is calculated": every result carries the assumptions and formulas it
 * used so the UI can explain itself without repeating maths.
 */
export interface Assumption {
  label: string;
  value: string;
  source?: string;
}

export interface Explained {
  assumptions: Assumption[];
  formulas: string[];
}
