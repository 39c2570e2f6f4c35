import { bench, describe } from 'vitest';
import { calculateLtc } from './health/ltc';
import { calculateHealthcareCost } from './health/healthcareCost';
import { calculateHomeEquity } from './home/homeEquity';
import { calculateDisability } from './health/disability';
import { summarizeHomeModifications, HOME_MODIFICATION_ITEMS } from './home/homeModification';
import { calculateLifeInsuranceNeed } from './estate/lifeInsurance';
import { calculateReverseMortgage } from './home/reverseMortgage';
import { calculateDownsizing } from './home/downsizing';
import { compareClaimingAges } from './socialSecurity/socialSecurity';
import { calculateMedicareCost } from './health/medicareCost';

// Each calculator on its defaults: the UI recomputes on every keystroke, so each must stay well under a frame.
describe('finance engine part B on defaults', () => {
  bench('calculateLtc', () => void calculateLtc());
  bench('calculateHealthcareCost', () => void calculateHealthcareCost());
  bench('calculateHomeEquity', () => void calculateHomeEquity({ today: '2026-11-22' }));
  bench('calculateDisability', () => void calculateDisability());
  bench(
    'summarizeHomeModifications (all selected)',
    () =>
      void summarizeHomeModifications({
        items: HOME_MODIFICATION_ITEMS.map((i) => ({ id: i.id, selected: true, priority: 'high' as const })),
      }),
  );
  bench('calculateLifeInsuranceNeed', () => void calculateLifeInsuranceNeed());
  bench('calculateReverseMortgage', () => void calculateReverseMortgage());
  bench('calculateDownsizing', () => void calculateDownsizing());
  bench('compareClaimingAges', () => void compareClaimingAges());
  bench('calculateMedicareCost', () => void calculateMedicareCost());
});
