import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckedAgainst } from './CheckedAgainst';
import checkedLines from 'virtual:evergreen/tool-checked';
import { toolTextById } from '../tools/toolTexts';
import record from '../../content/checked.json';

describe('CheckedAgainst', () => {
  it('says when and against which sources, with a machine-readable date', () => {
    render(
      <CheckedAgainst
        line={{ checked: '2026-11-27', against: ['IRS Pub. 590-B (2025)', 'SECURE 2.0 Act §107', 'T.D. 10001'] }}
      />,
    );
    const line = screen.getByText(/^against/, { exact: false });
    expect(line.closest('p')).toHaveTextContent(
      'Checked November 27, 2026 against IRS Pub. 590-B (2025), SECURE 2.0 Act §107, and T.D. 10001.',
    );
    expect(line.closest('p')!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
  });

  it('reads one source without a list', () => {
    const { container } = render(
      <CheckedAgainst line={{ checked: '2026-11-27', against: ['HUD Mortgagee Letter 2025-22'] }} />,
    );
    expect(container).toHaveTextContent('Checked November 27, 2026 against HUD Mortgagee Letter 2025-22.');
  });

  it('each tool page gets its own line from the record (virtual:evergreen/tool-checked), and only the line', () => {
    for (const id of Object.keys(toolTextById)) {
      const entry = (record.tools as Record<string, { checked: string; against: string[] }>)[id]!;
      expect(checkedLines[id], id).toEqual({ checked: entry.checked, against: entry.against });
      expect(checkedLines[id]).not.toHaveProperty('checks');
    }
  });
});
