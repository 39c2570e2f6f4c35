import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import text from '../../content/accessibility.json';
import settings from '../../deploy/settings.json';
import pkg from '../../package.json';
import { DateInput } from '../kit';
import { SUMMARY_SETTLE_MS } from '../kit/ResultsRegion/ResultsRegion';
import { headFor } from './head';
import { AccessibilityPage } from './AccessibilityPage';

/**
 * H6: each known limitation names its cause, and the check below proves the cause is still there.
 * Fix one (a real screen-reader study, an announcement without a pause, a readable download, a
 * date field of our own) and its check fails: take the limitation out of content/accessibility.json.
 * A limitation with no check here fails too.
 */
const LIMITATION_CAUSES: Record<string, () => void> = {
  // The transcripts run on a simulated screen reader; no real-screen-reader driver is installed.
  'simulated-screen-reader': () => {
    expect(pkg.devDependencies).toHaveProperty(['@guidepup/virtual-screen-reader']);
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })).not.toContain('@guidepup/guidepup');
  },
  // "only once you pause for about a second": the results summary waits this long after the last change.
  'announce-after-pause': () => {
    expect(SUMMARY_SETTLE_MS).toBeGreaterThanOrEqual(500);
    expect(SUMMARY_SETTLE_MS).toBeLessThanOrEqual(1500);
  },
  // Downloads are JSON: the one download helper writes application/json.
  'json-downloads': () => {
    expect(fs.readFileSync('src/storage/download.ts', 'utf8')).toContain(
      "new Blob([text], { type: 'application/json' })",
    );
  },
  // The kit's date field is the browser's own (type="date"), with the browser's picker.
  'native-date-picker': () => {
    render(<DateInput label="Date last updated" value="" onValueChange={() => {}} />);
    expect(screen.getByLabelText('Date last updated')).toHaveAttribute('type', 'date');
  },
};

describe('AccessibilityPage', () => {
  it('follows the usual statement structure: target, limitations, testing, how to report, preparation', () => {
    render(<AccessibilityPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement for Evergreen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Using this website',
      'How accessible this website is',
      'How we test this website',
      'Reporting a problem',
      'Preparation of this statement',
    ]);
    expect(screen.getByText(/WCAG\) version 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Known limitations' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(text.status.limitations.length);
  });

  it('gives a plain-words report template to copy, since there is no form or server', () => {
    const { container } = render(<AccessibilityPage />);
    const template = container.querySelector('pre');
    expect(template).toHaveTextContent('Subject: Accessibility problem on Evergreen');
    expect(template).toHaveTextContent('What I use to browse');
    expect(screen.getByText(/Copy the template below into an email/)).toBeInTheDocument();
  });

  describe.each(text.status.limitations.map((limitation) => [limitation.cause, limitation.text] as const))(
    'known limitation "%s"',
    (cause, words) => {
      it('is listed on the page and is still true', () => {
        render(<AccessibilityPage />);
        expect(screen.getByText(words)).toBeInTheDocument();
        const check = LIMITATION_CAUSES[cause];
        expect(check, `no check for the limitation's cause "${cause}": add one to LIMITATION_CAUSES`).toBeDefined();
        check!();
      });
    },
  );

  it('lists no limitation the site has fixed: tables stack on a narrow screen instead of scrolling sideways (tests/e2e/fit.spec.ts)', () => {
    expect(text.status.limitations.map((limitation) => limitation.text).join(' ')).not.toMatch(/sideways/i);
    expect(Object.keys(LIMITATION_CAUSES).sort()).toEqual(
      text.status.limitations.map((limitation) => limitation.cause).sort(),
    );
  });

  it('gives the contact address the deployer set (deploy/settings.json), never a placeholder', () => {
    render(<AccessibilityPage />);
    expect(
      screen.getByText(new RegExp(`into an email to ${settings.accessibilityContact.replace(/[.]/g, '\\.')}, fill in`)),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('has its own title and description for the prerendered page', () => {
    expect(headFor('/accessibility')).toMatchObject({
      title: 'Accessibility statement | Evergreen',
      description:
        'How accessible Evergreen is, what we know does not work well yet, how we test it and how to tell us about a problem.',
      status: 200,
    });
  });
});
