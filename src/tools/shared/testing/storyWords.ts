import * as fieldWords from '../../../kit/NumberInput/messages';
import * as layoutWords from '../layout/messages';
import type { ToolStory, ToolStoryStart } from './toolStories';

/**
 * A tool story whose words come from the catalogs: `start` is read again when the play function
 * runs, in the language the story is shown in (the toolbar's language, or STORYBOOK_LOCALE=es),
 * so its checks find the words the tool really shows. Storybook loads a story file before it
 * picks the language, so words read at load time would be English.
 */
export function inShownWords(story: (start: ToolStoryStart) => ToolStory, start: () => ToolStoryStart): ToolStory {
  return { ...story(start()), play: (context) => story(start()).play!(context) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text field's accessible name starts with its label (a hint or unit may follow). */
export const startsWith = (label: string) => new RegExp(`^${escaped(label)}`);

/** Stands for a value a story does not know: `textBefore` keeps the message's words before it. */
export const CUT = '\u0000';

/**
 * The words of a message up to the first value given as CUT, found anywhere in an element's text.
 * A space before the value is left out: when the value is an element of its own (a link), the
 * text's own words end there, and Testing Library trims them.
 */
export const textBefore = (message: string) => new RegExp(escaped(message.split(CUT)[0]!.trimEnd()));

/**
 * A whole message with some values not known to the story: each value given as CUT matches any
 * text. `withCuts(m.tooYoung({ taxYear: 2026, birthYear: CUT, startAge: 75, firstYear: CUT }))`.
 */
export const withCuts = (message: string) => new RegExp(message.split(CUT).map(escaped).join('.+?'));

/**
 * A message around a count the story does not know (a plural's number): the words the message
 * keeps for any count, with the count itself matching any text. Made from the message for 2 and
 * for 3 (both "other" in English and Spanish), so a count of exactly 1 is not matched.
 * `withAnyCount((total) => m.historyAnswer({ count: 0, total, who: 'one', planningAge: 95 }))`.
 */
export function withAnyCount(message: (count: number) => string): RegExp {
  const [two, three] = [message(2), message(3)];
  let start = 0;
  while (start < two.length && two[start] === three[start]) start++;
  let end = 0;
  while (end < two.length - start && two[two.length - 1 - end] === three[three.length - 1 - end]) end++;
  return withCuts(two.slice(0, start) + CUT + two.slice(two.length - end));
}

/** The note an on-demand tool shows once its figures are out of date, whatever its button says. */
export const staleNote = () => textBefore(layoutWords.staleNote({ button: CUT }));

/** A money field's words once it capped a typed amount: "The most you can enter is $4,400. We used $4,400." */
export const cappedWords = (limit: string) => fieldWords.tooHigh({ limit });

/** The start of a field's capped message, up to the limit's first words: cappedAt('85') finds "… is 85 years. …". */
export const cappedAt = (limitStart: string) => textBefore(fieldWords.tooHigh({ limit: limitStart + CUT }));

/** The on-demand tools' own button, "Calculate". */
export const calculateWords = () => layoutWords.calculate();
