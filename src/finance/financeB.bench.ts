import { bench, describe } from 'vitest';
import { calculateLtc } from './ltc';
import { calculateHealthcareCost } from './healthcareCost';
import { calculateHomeEquity } from './homeEquity';
import { calculateDisability } from './disability';
import { summarizeHomeModifications, HOME_MODIFICATION_ITEMS } from './homeModification';
import { calculateLifeInsuranceNeed } from './lifeInsurance';
import { calculateReverseMortgage } from './reverseMortgage';
import { calculateDownsizing } from './downsizing';
import { compareClaimingAges } from './socialSecurity';
import { calculateMedicareCost } from './medicareCost';

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
