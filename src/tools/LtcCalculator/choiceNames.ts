import type { LtcCareSetting, LtcRegion } from '../../finance/rules/health/ltc';
import * as m from './messages';

/** The LTC choices in words (read when shown), for the form's options and the scenario comparison alike. */
export const REGION_NAMES: Record<LtcRegion, () => string> = {
  national: m.regionNational,
  california: m.regionCalifornia,
  florida: m.regionFlorida,
  texas: m.regionTexas,
  'new-york': m.regionNewYork,
  pennsylvania: m.regionPennsylvania,
  illinois: m.regionIllinois,
  ohio: m.regionOhio,
  georgia: m.regionGeorgia,
  'north-carolina': m.regionNorthCarolina,
  michigan: m.regionMichigan,
};
export const SETTING_NAMES: Record<LtcCareSetting, () => string> = {
  home: m.settingHome,
  assisted: m.settingAssisted,
  nursing: m.settingNursing,
  mixed: m.settingMixed,
};
