import { useState } from 'react';
import {
  borderWidthPx,
  contrastRatio,
  focusRing,
  fontSizePx,
  frameColors,
  frameNames,
  lineHeight,
  nonTextContrastPairs,
  palette,
  radiiPx,
  spacingPx,
  textContrastPairs,
  touchTarget,
  type FrameName,
} from '../design-tokens';
import { Button, Frame, MoneyInput, ResultCard, ResultsRegion, Slider } from '../src/kit';

// Tables for the Foundations docs pages. Every number on them is computed from design-tokens/,
// so the pages can never drift from the tokens the kit is built on.

const WHITE = '#ffffff';
const NEAR_BLACK = palette.neutral[90];

const swatch = (color: string) =>
  ({
    display: 'inline-block',
    width: '2.5rem',
    height: '2.5rem',
    background: color,
    border: '1px solid #3f454b',
    borderRadius: 4,
    verticalAlign: 'middle',
  }) as const;

function grade(ratio: number, large = false): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return large ? 'AAA (large text)' : 'AA';
  if (ratio >= 3) return large ? 'AA (large text)' : 'Not for text (3:1 for boundaries)';
  return 'Decoration only';
}

const ratio = (a: string, b: string) => `${contrastRatio(a, b).toFixed(2)} : 1`;

/** Every palette colour with its contrast on white and under near-black text. */
export function PaletteContrast() {
  return (
    <>
      {Object.entries(palette).map(([family, scale]) => (
        <table key={family}>
          <caption>
            {family}: contrast on white ({WHITE}) and with {NEAR_BLACK} text on top
          </caption>
          <thead>
            <tr>
              <th scope="col">Grade</th>
              <th scope="col">Colour</th>
              <th scope="col">As text on white</th>
              <th scope="col">Under {NEAR_BLACK} text</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(scale).map(([g, hex]) => (
              <tr key={g}>
                <th scope="row">
                  {family} {g}
                </th>
                <td>
                  <span aria-hidden="true" style={swatch(hex)} /> <code>{hex}</code>
                </td>
                <td>
                  {ratio(hex, WHITE)} ({grade(contrastRatio(hex, WHITE))})
                </td>
                <td>
                  {ratio(NEAR_BLACK, hex)} ({grade(contrastRatio(NEAR_BLACK, hex))})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** Every colour pair the kit puts together, per frame, with the ratio it must reach. */
export function FramePairs({ frame }: { frame: FrameName }) {
  const colors = frameColors[frame];
  const rows = [
    ...textContrastPairs.map(([fg, bg]) => ({ fg, bg, need: 7, kind: 'text' })),
    ...nonTextContrastPairs.map(([fg, bg]) => ({ fg, bg, need: 3, kind: 'boundary or focus' })),
  ];
  return (
    <table>
      <caption>The {frame} frame: every colour pair the kit uses, and its contrast</caption>
      <thead>
        <tr>
          <th scope="col">Foreground role</th>
          <th scope="col">Background role</th>
          <th scope="col">Used for</th>
          <th scope="col">Contrast</th>
          <th scope="col">Needs</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ fg, bg, need, kind }) => {
          const r = contrastRatio(colors[fg], colors[bg]);
          return (
            <tr key={`${fg}-${bg}`}>
              <th scope="row">
                <span aria-hidden="true" style={{ ...swatch(colors[fg]), width: '1.25rem', height: '1.25rem' }} /> {fg}
              </th>
              <td>
                <span aria-hidden="true" style={{ ...swatch(colors[bg]), width: '1.25rem', height: '1.25rem' }} /> {bg}
              </td>
              <td>{kind}</td>
              <td>{r.toFixed(2)} : 1</td>
              <td>
                {need} : 1 {r >= need ? '(passes)' : '(FAILS)'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScaleTable() {
  return (
    <table>
      <caption>Type scale (CSS pixels, applied in rem so the reader's text size scales them)</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Size</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSizePx).map(([name, px]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              {px} px ({px / 16} rem)
            </td>
            <td style={{ fontSize: `${px / 16}rem`, lineHeight: lineHeight.body }}>Plan with confidence</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingTable() {
  return (
    <table>
      <caption>Spacing scale</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Size</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(spacingPx).map(([name, px]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{px} px</td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: `${px / 16}rem`,
                  height: '1rem',
                  background: palette.blue[70],
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiiTable() {
  return (
    <table>
      <caption>Corner radii and border widths</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Size</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(radiiPx).map(([name, px]) => (
          <tr key={`radius-${name}`}>
            <th scope="row">radius {name}</th>
            <td>{px === 9999 ? 'pill (fully round ends)' : `${px} px`}</td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '4rem',
                  height: '2rem',
                  border: `2px solid ${NEAR_BLACK}`,
                  borderRadius: px,
                }}
              />
            </td>
          </tr>
        ))}
        {Object.entries(borderWidthPx).map(([name, px]) => (
          <tr key={`border-${name}`}>
            <th scope="row">border {name}</th>
            <td>{px} px</td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '4rem',
                  height: '2rem',
                  border: `${px}px solid ${NEAR_BLACK}`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The focus ring and the smallest target, shown on real kit components. */
export function FocusAndTarget() {
  const [age, setAge] = useState(67);
  return (
    <Frame title="Focus and target size" description="Press Tab to move into these controls and see the focus ring.">
      <p>
        Focus ring: {focusRing.widthPx} px solid, {focusRing.offsetPx} px outside the control, in the frame's focus
        colour ({ratio(frameColors.blue.focus, frameColors.blue.background)} on the blue frame's page background).
      </p>
      <p>
        Smallest target: {touchTarget.minPx} × {touchTarget.minPx} px. Checkboxes draw a {touchTarget.checkboxPx} px box
        whose label row makes up the rest; the slider thumb is {touchTarget.sliderThumbPx} px with its hit area padded
        to {touchTarget.minPx} px.
      </p>
      <Slider label="Claiming age" value={age} onValueChange={setAge} min={62} max={70} format={{ style: 'years' }} />
      <Button>Calculate</Button>
    </Frame>
  );
}

/** A small sample tool built from the kit, used to show each frame on the same content. */
export function SampleTool({ frame }: { frame: FrameName }) {
  const [homeValue, setHomeValue] = useState(350000);
  const [owed, setOwed] = useState(120000);
  const equity = Math.max(0, homeValue - owed);
  return (
    <Frame title={`Home equity (${frame} frame)`} description="How much of your home you own outright." theme={frame}>
      <MoneyInput label="What your home is worth" value={homeValue} onValueChange={setHomeValue} max={10000000} />
      <MoneyInput label="What you still owe on the mortgage" value={owed} onValueChange={setOwed} max={10000000} />
      <ResultsRegion title="Your equity">
        <ResultCard
          label="Home equity"
          value={equity}
          emphasis="primary"
          description="Home value minus what you still owe."
        />
      </ResultsRegion>
      <Button variant="secondary">Start again</Button>
    </Frame>
  );
}

export const allFrames = frameNames;
