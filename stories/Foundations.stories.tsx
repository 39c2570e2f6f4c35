import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  contrastRatio,
  fontSizePx,
  frameColors,
  frameNames,
  lineHeight,
  palette,
  radiiPx,
  roleDescriptions,
  spacingPx,
  touchTarget,
} from '../design-tokens';
import { Button, Frame, MoneyInput, ResultCard } from '../src/kit';

// The Tokens docs page (Tokens.mdx) takes the place of a generated one.
const meta: Meta = { title: 'Foundations/Tokens', tags: ['!autodocs'] };
export default meta;
type Story = StoryObj;

// Swatches carry no text of their own: names and hex values sit beside them on the page
// background, so every label keeps AAA contrast whatever the swatch colour.
const swatch = (color: string) => ({
  width: '3rem',
  height: '3rem',
  background: color,
  border: '1px solid #3f454b',
  borderRadius: '4px',
  flex: 'none',
});

/** The system palette: colour families with numeric grades (tier 1). */
export const Palette: Story = {
  render: () => (
    <div>
      <h1>Palette</h1>
      {Object.entries(palette).map(([family, scale]) => (
        <section key={family} aria-labelledby={`family-${family}`}>
          <h2 id={`family-${family}`}>{family}</h2>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
            {Object.entries(scale).map(([grade, hex]) => (
              <li key={grade} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minWidth: '11rem' }}>
                <span aria-hidden="true" style={swatch(hex)} />
                <span>
                  {family} {grade}
                  <br />
                  <code>{hex}</code>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
};

/** The four frames: each maps every role to a palette grade; ratios are proved by a test too. */
export const Frames: Story = {
  render: () => (
    <div>
      <h1>Frames and their colour roles</h1>
      {frameNames.map((frame) => (
        <section key={frame} aria-labelledby={`frame-${frame}`}>
          <h2 id={`frame-${frame}`}>{frame} frame</h2>
          <table>
            <caption>Roles of the {frame} frame, with contrast against the page background</caption>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Purpose</th>
                <th scope="col">Colour</th>
                <th scope="col">Contrast on background</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(frameColors[frame]).map(([role, hex]) => (
                <tr key={role}>
                  <th scope="row">{role}</th>
                  <td>{roleDescriptions[role as keyof typeof roleDescriptions]}</td>
                  <td>
                    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
                      <span aria-hidden="true" style={swatch(hex)} />
                      <code>{hex}</code>
                    </span>
                  </td>
                  <td>{contrastRatio(hex, frameColors[frame].background).toFixed(2)} : 1</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  ),
};

/** The frames applied: the same components in each colour theme. */
export const FramesApplied: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {frameNames.map((frame) => (
        <Frame
          key={frame}
          title={`The ${frame} frame`}
          description="A calculator frame as an article shows it."
          theme={frame}
        >
          <MoneyInput label={`Home value (${frame})`} value={250000} onValueChange={() => {}} />
          <ResultCard label="Estimated equity" value={150000} emphasis="primary" />
          <Button>Calculate</Button>
        </Frame>
      ))}
    </div>
  ),
};

/** Type scale: nothing below 18 px; body 20 px on wide screens; line height at least 1.5. */
export const TypeScale: Story = {
  render: () => (
    <div>
      <h1>Type scale</h1>
      <table>
        <caption>Font sizes (CSS pixels; applied in rem so browser text size scales them)</caption>
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
              <td>{px} px</td>
              <td style={{ fontSize: `${px / 16}rem`, lineHeight: lineHeight.body }}>Plan with confidence</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Line heights: body {lineHeight.body}, headings {lineHeight.heading}.
      </p>
    </div>
  ),
};

/** Spacing, radii and the minimum touch target. */
export const Spacing: Story = {
  render: () => (
    <div>
      <h1>Spacing, corners and touch targets</h1>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
        {Object.entries(spacingPx).map(([name, px]) => (
          <li key={name} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
            <span style={{ minWidth: '6rem' }}>
              {name}: {px} px
            </span>
            <span aria-hidden="true" style={{ width: `${px / 16}rem`, height: '1rem', background: '#0a4781' }} />
          </li>
        ))}
      </ul>
      <p>
        Corner radii:{' '}
        {Object.entries(radiiPx)
          .map(([n, px]) => `${n} ${px} px`)
          .join(', ')}
        .
      </p>
      <p>
        Every control is at least {touchTarget.minPx} by {touchTarget.minPx} CSS pixels.
      </p>
    </div>
  ),
};
