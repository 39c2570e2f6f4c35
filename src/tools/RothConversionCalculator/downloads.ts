// What the Roth tool's two download buttons need, fetched on the press (issue I2 #38): the file
// writers' entry (shared/layout/downloadSummary.ts) and today's date for the summary are not among
// the scripts the page needs before it is idle.
export { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
export { todayIso } from '../shared/form/today';
