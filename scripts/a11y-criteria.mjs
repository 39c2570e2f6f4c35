// WCAG 2.2 success criteria in scope for Evergreen (every A and AA criterion, plus the two AAA
// criteria we claim and one we follow) and how each one is checked. Read by scripts/a11y-report.mjs.
//
// `tests`: automated checks besides axe (axe rules are added by the report from axe's own tags).
// `transcript`: what the screen-reader transcripts (docs/screen-reader/*.md) show for it.
// `manual`: the step a person takes, when automation cannot decide (or cannot decide alone).
// `na`: why it does not apply to this site (no audio, no video, no sign-in…).

const A11Y = 'tests/e2e/a11y.spec.ts';
const ROUTES = 'tests/e2e/routes.spec.ts';
const ARIA = `${ROUTES} (aria snapshot of every route)`;
const TRANSCRIPTS = 'src/tools/*/*.transcript.test.tsx';
/** Why the video criteria do not apply (one reason, three criteria). */
const NO_VIDEO = 'The site has no video.';

export const criteria = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    tests: [ARIA, 'src/kit/Chart/Chart.test.tsx'],
    transcript:
      'Charts: the takeaway sentence is read and the data table is reachable; the SVG drawing is hidden from the tree.',
    manual: 'Check that any new image has alt text that says what it shows, or is marked decorative.',
  },
  { id: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A', na: 'The site has no audio or video.' },
  { id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', na: NO_VIDEO },
  { id: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', na: NO_VIDEO },
  { id: '1.2.4', name: 'Captions (Live)', level: 'AA', na: 'The site has no live media.' },
  { id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', na: NO_VIDEO },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    tests: [`${ROUTES} (headings: one h1, no skipped levels)`, ARIA],
    transcript:
      'Fields are read with their group (fieldset legend), label, hint and unit; tables with caption and headers.',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    tests: [ARIA],
    transcript: 'Each tool is read from its heading through every field to the button in a sensible order.',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    manual:
      'Read each new article and tool text: no instruction relies only on shape, colour, size or position ("the green button", "on the right").',
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    tests: [`${ROUTES} (reflow at 320 × 800 and 640 × 800)`],
    manual: 'Rotate a phone: every page works in portrait and landscape.',
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    manual:
      'The site asks for no personal details (name, address, email); beneficiary names are about other people. Check any new field that asks about the visitor has the right autocomplete value.',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    tests: [`${A11Y} (forced colours)`],
    manual: 'In greyscale, check status badges and chart series are still told apart by words or patterns.',
  },
  { id: '1.4.2', name: 'Audio Control', level: 'A', na: 'The site plays no sound.' },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    tests: ['design-tokens/contrast.test.ts (every text/background pair ≥ 7:1 in every frame)'],
  },
  { id: '1.4.4', name: 'Resize Text', level: 'AA', tests: [`${A11Y} (text-only zoom to 200 %)`] },
  { id: '1.4.5', name: 'Images of Text', level: 'AA', manual: 'Check that no image contains text (logos excepted).' },
  { id: '1.4.6', name: 'Contrast (Enhanced)', level: 'AAA', claimed: true, tests: ['design-tokens/contrast.test.ts'] },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    tests: [`${ROUTES} (no sideways scrolling at 320 px and at 200 % zoom)`, `${A11Y} (text-only zoom to 200 %)`],
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    tests: [
      'design-tokens/contrast.test.ts (control borders, focus ring)',
      `${A11Y} (forced colours: every control keeps a border)`,
    ],
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    manual:
      'Apply the WCAG text-spacing bookmarklet (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16) on a tool and an article: no text is cut off or overlaps.',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    manual:
      'Hover and focus chart bars and "How this is calculated": any tooltip can be dismissed with Escape, hovered, and stays until moved away.',
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    tests: [
      `${A11Y} (keyboard: Tab through every stop)`,
      'tests/e2e/tools-*.spec.ts (keyboard-only runs of each tool)',
    ],
    transcript: 'Every transcript action is done from the keyboard: Tab, Enter, Space, arrows in selects and sliders.',
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    tests: [`${A11Y} (Tab reaches the end of the page or comes back round)`],
  },
  { id: '2.1.4', name: 'Character Key Shortcuts', level: 'A', na: 'The site defines no single-key shortcuts.' },
  { id: '2.2.1', name: 'Timing Adjustable', level: 'A', na: 'Nothing on the site has a time limit.' },
  { id: '2.2.2', name: 'Pause, Stop, Hide', level: 'A', na: 'Nothing moves, blinks or updates on its own.' },
  { id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', na: 'Nothing flashes.' },
  {
    id: '2.3.3',
    name: 'Animation from Interactions',
    level: 'AAA',
    claimed: false,
    tests: [`${A11Y} (reduced motion)`],
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    tests: [ARIA],
    manual: 'The first Tab on every page shows "Skip to main content"; Enter moves into the main content.',
  },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    manual: 'Each page’s title names the page first, then the site (src/app/head.ts gives every route its own).',
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    tests: [`${A11Y} (focus never jumps up more than a screen)`],
    transcript: 'The step wizard moves focus to each new step’s heading; the beneficiary form takes focus when opened.',
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    manual: 'List the links of a page (NVDA+F7): each makes sense with its sentence or heading.',
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    manual: 'Every page is reachable from the home page lists, from topic pages and from the sitemap.',
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    tests: [`${ROUTES} (headings)`, ARIA],
    transcript: 'Each label is read with its unit ("years", "%", "In dollars").',
  },
  { id: '2.4.7', name: 'Focus Visible', level: 'AA', tests: [`${A11Y} (every Tab stop shows a ≥ 2 px ring)`] },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    tests: [`${A11Y} (every Tab stop is inside the viewport)`],
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    manual: 'No action needs a multi-point or path gesture; sliders work with a single tap or the typed twin.',
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    manual: 'Press a button and slide off before releasing: nothing happens.',
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    tests: [ARIA],
    transcript: 'Buttons and fields are read by the words shown on them.',
  },
  { id: '2.5.4', name: 'Motion Actuation', level: 'A', na: 'Nothing responds to device motion.' },
  {
    id: '2.5.5',
    name: 'Target Size (Enhanced)',
    level: 'AAA',
    claimed: true,
    tests: [`${A11Y} (every Tab stop ≥ 44 × 44 px)`],
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    tests: ['src/kit/Slider/Slider.test.tsx (every slider has a typed twin)'],
  },
  { id: '2.5.8', name: 'Target Size (Minimum)', level: 'AA', tests: [`${A11Y} (≥ 44 × 44 px, stricter than 24)`] },
  { id: '3.1.1', name: 'Language of Page', level: 'A' },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    manual: 'Check any new non-English phrase is marked with lang.',
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    transcript: 'Moving through a tool never changes the page or the focus on its own.',
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    transcript: 'Changing a field updates results without moving focus; the change is announced politely.',
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    tests: [ARIA],
    manual: 'Header navigation and footer are the same on every page.',
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    tests: [ARIA],
    manual: 'The same action has the same name everywhere (Calculate, Download, Save).',
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    manual:
      'The footer link to the accessibility statement (how to report a problem) is in the same place on every page.',
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    transcript:
      'Saving an empty beneficiary form reads the error summary at once; values out of range are capped and the reason is announced.',
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    tests: [ARIA],
    transcript: 'Every field is read with its label and hint.',
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    transcript:
      'A capped value says the allowed limit and the value used ("The most you can enter is 85 years. We used 85 years.").',
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    manual: 'Deleting a designation or resetting a tool asks for confirmation first; nothing is submitted anywhere.',
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    manual: 'Figures typed in a tool are kept in the page address and this browser; no step asks for them twice.',
  },
  { id: '3.3.8', name: 'Accessible Authentication (Minimum)', level: 'AA', na: 'There is no sign-in.' },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    tests: [ARIA],
    transcript:
      'Every control is read with role, name, value and state (a select’s options with "selected", a toggle’s "pressed", a slider’s value with its unit).',
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    tests: [`${A11Y} (results status changes after a keyboard change)`, TRANSCRIPTS],
    transcript:
      'After each change the tool announces a one- or two-sentence summary with the key figures, not the whole results region.',
  },
];
