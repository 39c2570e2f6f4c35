import { Recommendations } from '../../kit';
import * as m from './messages';

const benefits = () => [m.benefitTaxFree(), m.benefitNoRmd(), m.benefitLowerIncome(), m.benefitHeirs()];

const considerations = () => [
  m.considerTaxNow(),
  m.considerBracket(),
  m.considerFiveYears(),
  m.considerIrmaa(),
  m.considerFinal(),
];

/** SPEC §2's benefits and considerations: reading below the tool, fetched with its words when near (RothReadingWhenNear). */
export default function RothReading() {
  return (
    <>
      <Recommendations title={m.benefitsTitle()} headingLevel={3} items={benefits()} />
      <Recommendations title={m.considerTitle()} headingLevel={3} items={considerations()} />
    </>
  );
}
