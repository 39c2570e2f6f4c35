import type { LtcCareSetting, LtcRegion } from '../../finance/rules/health/ltc';

/** The LTC choices in words, for the form's options and the scenario comparison alike. */
export const REGION_NAMES: Record<LtcRegion, string> = {
  national: 'National average',
  california: 'California',
  florida: 'Florida',
  texas: 'Texas',
  'new-york': 'New York',
  pennsylvania: 'Pennsylvania',
  illinois: 'Illinois',
  ohio: 'Ohio',
  georgia: 'Georgia',
  'north-carolina': 'North Carolina',
  michigan: 'Michigan',
};
export const SETTING_NAMES: Record<LtcCareSetting, string> = {
  home: 'Home care',
  assisted: 'Assisted living',
  nursing: 'Nursing home',
  mixed: 'Mixed (home and facility)',
};
