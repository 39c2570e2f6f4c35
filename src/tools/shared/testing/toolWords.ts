import toolIndex from '../../toolIndex.generated.json';
import { currentLocale } from '../../../i18n/locale';

/**
 * A tool's title and description in the current language, for stories and tests: the words its
 * folder's meta.messages.<locale>.json gives (through the generated tool index), for every tool,
 * engines included. The site's pages read them from src/tools/toolTexts.ts instead, which holds
 * only the tools with a page and, in a build, only that build's language.
 */
export function toolWords(toolId: string): { title: string; description: string } {
  const entry = toolIndex.find((tool) => tool.id === toolId);
  if (!entry) throw new Error(`toolWords: no tool "${toolId}" in src/tools/toolIndex.generated.json`);
  return entry.words[currentLocale()];
}
