import { create } from 'storybook/theming/create';
import { palette } from '../design-tokens';

/**
 * Storybook's own light theme has links and muted text at 4.8 : 1 and 5.9 : 1; our designers
 * work at the same AAA bar as our readers, so the docs pages and the manager use our palette
 * (every text colour here is at least 7 : 1 on white).
 */
export const evergreenTheme = create({
  base: 'light',
  brandTitle: 'Evergreen kit',
  colorPrimary: palette.blue[70],
  colorSecondary: palette.blue[70],
  textColor: palette.neutral[90],
  textMutedColor: palette.neutral[70],
  barTextColor: palette.neutral[70],
  barSelectedColor: palette.blue[70],
  barHoverColor: palette.blue[70],
  inputTextColor: palette.neutral[90],
  appBorderColor: palette.neutral[50],
});
