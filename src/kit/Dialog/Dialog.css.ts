import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { touchRow } from '../theme/styleFragments';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  // The page text colour, thinned out: dims the page in every frame without a new colour token.
  backgroundColor: `color-mix(in srgb, ${vars.color.text} 60%, transparent)`,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 1101,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(calc(100vw - ${vars.space.lg}), 36rem)`,
  maxHeight: `calc(100vh - ${vars.space.lg})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    'screen and (max-width: 30em)': { padding: vars.space.md },
  },
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  lineHeight: vars.font.lineHeight.heading,
  fontWeight: vars.font.weight.bold,
  // Leaves room for the corner Close button.
  paddingInlineEnd: vars.space.xxxl,
});

export const description = style({ margin: 0 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const dialogButton = recipe({
  base: {
    ...touchRow,
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `${vars.border.control} solid`,
    fontSize: vars.font.size.body,
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
  },
  variants: {
    kind: {
      primary: {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover': { backgroundColor: vars.color.accentHover, borderColor: vars.color.accentHover } },
      },
      danger: {
        backgroundColor: vars.color.criticalSurface,
        borderColor: vars.color.critical,
        color: vars.color.critical,
        textDecoration: 'underline',
        selectors: { '&:hover': { borderWidth: vars.border.strong } },
      },
      secondary: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.controlBorder,
        color: vars.color.text,
        selectors: { '&:hover': { backgroundColor: vars.color.surfaceStrong } },
      },
    },
  },
  defaultVariants: { kind: 'primary' },
});

export const closeButton = style([
  dialogButton.classNames.base,
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    backgroundColor: vars.color.background,
    borderColor: vars.color.controlBorder,
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceStrong } },
  },
]);
