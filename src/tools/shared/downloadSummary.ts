import { downloadText } from '../../storage/download';
import type { TextSummaryParts } from './textSummary';

/**
 * Saves a calculator's readable summary (issue H7 §5). The summary writer, with the comparison
 * formats it reads, is fetched on the press (≈ 2 KB gzipped no page needs before a reader asks for
 * a file); the browser still counts the save as the press's own.
 */
export function downloadTextSummary(fileName: string, parts: TextSummaryParts): Promise<void> {
  return import('./textSummary').then(({ textSummary }) => downloadText(fileName, textSummary(parts)));
}
