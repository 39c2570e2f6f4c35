import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { wrappingList } from '../theme/utils.css';

export const tagList = wrappingList;

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
