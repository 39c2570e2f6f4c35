// The accessible component kit. Import from here, not from component folders.
export { vars, frameThemes, media, rem, visuallyHidden } from './theme';
export { cx } from './cx';
export {
  formatCurrency,
  formatCurrencyCents,
  formatPercent,
  formatNumber,
  formatValue,
  formatForDisplayType,
  formatYears,
  formatIsoDate,
  formatList,
  parseMoney,
  parseNumber,
  CALENDAR_YEAR,
  type ValueFormat,
  type ValueStyle,
} from './format';

export { Frame, type FrameProps, type FrameTheme } from './Frame/Frame';
export { Field, type FieldProps, type FieldControlProps } from './Field/Field';
export { MoneyInput, type MoneyInputProps } from './MoneyInput/MoneyInput';
export { NumberInput, type NumberInputProps } from './NumberInput/NumberInput';
export { TextInput, type TextInputProps } from './TextInput/TextInput';
export { Textarea, type TextareaProps } from './Textarea/Textarea';
export { DateInput, type DateInputProps } from './DateInput/DateInput';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { Slider, sliderValueText, type SliderProps } from './Slider/Slider';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup/RadioGroup';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary/ErrorSummary';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';

export { ResultCard, type ResultCardProps } from './ResultCard/ResultCard';
export { ResultList, type ResultListProps, type ResultItem } from './ResultList/ResultList';
export { ResultsRegion, type ResultsRegionProps } from './ResultsRegion/ResultsRegion';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './StatusBadge/StatusBadge';
export { Recommendations, type RecommendationsProps } from './Recommendations/Recommendations';
export { Disclaimer, defaultDisclaimer, type DisclaimerProps } from './Disclaimer/Disclaimer';
export { CallToAction, type CallToActionProps, type CallToActionAction } from './CallToAction/CallToAction';
export { LinkList, type LinkListProps, type LinkListItem } from './LinkList/LinkList';
export { HowCalculated, type HowCalculatedProps, type Assumption } from './HowCalculated/HowCalculated';

// kit B exports below
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink';
export { LiveRegion, type LiveRegionProps } from './LiveRegion/LiveRegion';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { TagList, type TagListProps } from './TagList/TagList';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './Breadcrumb/Breadcrumb';
export {
  ProgressBar,
  clampPercent,
  progressValueText,
  type ProgressBarProps,
  type ProgressBarVariant,
} from './ProgressBar/ProgressBar';
export { StepIndicator, type StepIndicatorProps } from './StepIndicator/StepIndicator';
export {
  TableOfContents,
  tocAnchors,
  type TableOfContentsProps,
  type TocAnchor,
  type TocEntry,
  type TocEntryObject,
} from './TableOfContents/TableOfContents';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './Dialog/ConfirmDialog';
export { Notice, useNotice, type NoticeProps, type NoticeOptions, type UseNoticeResult } from './Dialog/Notice';
export {
  Checklist,
  priorityWords,
  formatDueDate,
  formatEstimatedTime,
  type ChecklistProps,
  type ChecklistItem,
  type ChecklistCategory,
} from './Checklist/Checklist';
export {
  Chart,
  moneySeries,
  DEFAULT_CHART_HEIGHT,
  formatSeriesValue,
  type ChartProps,
  type ChartDatum,
  type ChartKind,
  type ChartSeries,
} from './Chart/Chart';
// A chart below a tool's first screen: its code loads when the page is idle or the chart near (LazyChart.tsx).
export { LazyChart, loadChart } from './Chart/LazyChart';
export { AppShell, primaryNav, type AppShellProps } from './AppShell/AppShell';
// The table's code loads when the page is idle or the table near (LazyDataTable.tsx); the types are the table's.
export { DataTable, loadDataTable } from './DataTable/LazyDataTable';
export type { DataTableProps, DataTableColumn, DataTableLayout } from './DataTable/DataTable';
