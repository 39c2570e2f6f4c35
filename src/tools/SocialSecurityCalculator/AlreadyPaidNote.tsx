import { useSyncExternalStore } from 'react';
import { formatDecimal } from '../../i18n/numberText';
import { myDetailsStore } from '../../storage/keys';
import * as m from './alreadyPaid.messages';

type PaidKey = 'socialSecurityPaidMonthly' | 'spouseSocialSecurityPaidMonthly';

/** One benefit already paid, as My details holds it now (the page prerenders without one). */
function usePaidNow(key: PaidKey): number | undefined {
  return useSyncExternalStore(
    (onChange) => myDetailsStore.subscribe(onChange),
    () => myDetailsStore.read()[key],
    () => undefined,
  );
}

/** "2,150.40" (the message puts the "$"): the letter's amount, to the cent as it was typed. */
const dollarsAndCents = (amount: number) => formatDecimal(amount, { minFraction: 2, maxFraction: 2, grouping: true });

/**
 * Issue I3: a benefit saved from this year's COLA letter is the check already paid, after the claiming
 * age's reduction or credits. This tool compares claiming ages from a benefit at full retirement age,
 * so it says the reader has claimed (and why the letter's amount is not put in that box) instead of
 * comparing ages that no longer change the reader's own check.
 */
export function AlreadyPaidNote({ couple }: { couple: boolean }) {
  const mine = usePaidNow('socialSecurityPaidMonthly');
  const spouse = usePaidNow('spouseSocialSecurityPaidMonthly');
  const showSpouse = couple && spouse !== undefined;
  if (mine === undefined && !showSpouse) return null;
  return (
    <div role="note" data-testid="already-paid">
      {mine !== undefined ? <p>{m.mine({ amount: dollarsAndCents(mine) })}</p> : null}
      {showSpouse ? <p>{m.spouse({ amount: dollarsAndCents(spouse) })}</p> : null}
      <p>{m.compare()}</p>
    </div>
  );
}
