import { onDemand } from '../shared/layout/onDemand';

/** "If one of us dies": the widow's-tax calculation (≈ 6 KB gzipped with its Social Security and IRMAA rules), fetched when a year of death is entered. */
export const widowPart = onDemand(() => import('./widow'));
