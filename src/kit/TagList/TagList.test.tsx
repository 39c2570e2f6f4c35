import { render, screen, within } from '@testing-library/react';
import { TagList } from './TagList';

describe('TagList', () => {
  it('renders a labelled list with one item per tag', () => {
    render(<TagList tags={['rmd', 'ira', 'taxes']} />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['rmd', 'ira', 'taxes']);
  });

  it('drops blanks and duplicates', () => {
    render(<TagList tags={['medicare', ' ', 'medicare', 'part b']} label="Topics" />);
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing for no tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
