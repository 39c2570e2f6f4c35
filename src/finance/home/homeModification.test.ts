import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOME_MODIFICATION_BOUNDS,
  HOME_MODIFICATION_CATEGORIES,
  HOME_MODIFICATION_ITEMS,
  HOME_MODIFICATION_PRIORITIES,
  summarizeHomeModifications,
} from './homeModification';
import { expectAllFinite, findNegative, forAll } from '../testing/financeTestKit';

const sel = (id: string, priority?: 'high' | 'medium' | 'low' | 'none') => ({ id, selected: true, priority });

describe('summarizeHomeModifications known answers', () => {
  it('SPEC §3 catalogue: 24 items in 6 categories, costs summing to 11,950', () => {
    expect(HOME_MODIFICATION_ITEMS).toHaveLength(24);
    expect(new Set(HOME_MODIFICATION_ITEMS.map((i) => i.id)).size).toBe(24);
    expect(HOME_MODIFICATION_ITEMS.reduce((s, i) => s + i.cost, 0)).toBe(11950);
    expect(HOME_MODIFICATION_ITEMS.filter((i) => i.category === 'bathroom').map((i) => i.cost)).toEqual([
      150, 800, 200, 100, 300,
    ]);
  });

  it("SPEC §3 catalogue, item by item: each category lists its items (name and cost) in the spec's order", () => {
    const spec = {
      bathroom: 'grab bars 150, walk-in shower 800, raised toilet seat 200, shower bench 100, non-slip flooring 300',
      mobility: 'ramp 1200, handrails 400, stair lift 3000, doorway widening 600, threshold removal 150',
      kitchen: 'adjustable counter heights 800, pull-out shelves 300, lever handles 200, task lighting 250',
      safety: 'enhanced smoke detectors 200, security system 500, emergency alert 300, smart locks 400',
      lighting: 'motion lights 150, night lights 50, raised outlets 200',
      flooring: 'non-slip tiles 1000, carpet removal 300, smooth transitions 400',
    };
    expect(HOME_MODIFICATION_CATEGORIES.map((c) => [c.id, c.name])).toEqual(
      Object.keys(spec).map((id) => [id, id[0]!.toUpperCase() + id.slice(1)]),
    );
    for (const [category, list] of Object.entries(spec)) {
      const items = HOME_MODIFICATION_ITEMS.filter((i) => i.category === category);
      expect(items.map((i) => `${i.name.toLowerCase()} ${i.cost}`).join(', ')).toBe(list);
    }
  });

  it('item ids are unique lowercase slugs (they key the saved selection)', () => {
    for (const item of HOME_MODIFICATION_ITEMS) expect(item.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const idOf = (name: string) => HOME_MODIFICATION_ITEMS.find((i) => i.name === name)?.id;
    expect([idOf('Grab bars'), idOf('Stair lift'), idOf('Night lights')]).toEqual([
      'grab-bars',
      'stair-lift',
      'night-lights',
    ]);
  });

  it('SPEC §3 priorities none, high, medium, low; nothing given: nothing selected, SPEC §9 budget 5,000 and SPEC §5 timeline 6 months', () => {
    expect(HOME_MODIFICATION_PRIORITIES).toEqual(['none', 'high', 'medium', 'low']);
    expect(summarizeHomeModifications()).toEqual(
      summarizeHomeModifications({ items: [], budget: 5000, timeline: '6-months' }),
    );
  });

  it('"How this is calculated" names the cost source, the phase mapping and the chosen timeline in months', () => {
    const r = summarizeHomeModifications({ timeline: '1-year' });
    expect(r.assumptions).toEqual([
      { id: 'itemCosts', source: 'Evergreen’s own estimates' },
      { id: 'phases' },
      { id: 'timeline', months: 12 },
    ]);
    expect(r.formulas).toEqual([{ id: 'total' }, { id: 'status' }]);
  });

  it('SPEC §4: nothing selected → total 0, status none, no message; SPEC §9 default budget 5,000 and SPEC §5 default timeline 6 months', () => {
    const r = summarizeHomeModifications();
    expect(r).toMatchObject({
      budget: 5000,
      timeline: '6-months',
      budgetStatus: 'none',
      budgetDifference: 0,
    });
    expect(r.totals.overall).toBe(0);
  });

  it('SPEC §8: grab bars 150 + stair lift 3,000 → within budget, $1,850 remaining', () => {
    const r = summarizeHomeModifications({ items: [sel('grab-bars', 'high'), sel('stair-lift')] });
    expect(r.totals).toEqual({ high: 150, medium: 0, low: 0, none: 3000, overall: 3150 });
    expect(r.budgetStatus).toBe('within');
    expect(r.budgetDifference).toBe(1850);
  });

  it('SPEC §8: everything selected (11,950) on 5,000 → exceeded by $6,950', () => {
    const r = summarizeHomeModifications({ items: HOME_MODIFICATION_ITEMS.map((i) => sel(i.id)) });
    expect(r.budgetStatus).toBe('exceeded');
    expect(r.budgetDifference).toBe(6950);
  });

  it('SPEC §4: total exactly equal to the budget is within budget ($0 remaining)', () => {
    const r = summarizeHomeModifications({ items: [sel('ramp')], budget: 1200 });
    expect(r.budgetStatus).toBe('within');
    expect(r.budgetDifference).toBe(0);
  });

  it('totals by priority only count selected items (priority set on an unselected item does not count)', () => {
    const r = summarizeHomeModifications({
      items: [
        sel('walk-in-shower', 'high'),
        sel('handrails', 'medium'),
        sel('night-lights', 'low'),
        { id: 'ramp', selected: false, priority: 'high' },
      ],
    });
    expect(r.totals).toEqual({ high: 800, medium: 400, low: 50, none: 0, overall: 1250 });
    expect(r.items.find((i) => i.id === 'ramp')).toMatchObject({ selected: false, priority: 'high' });
  });

  it('phases: high → Immediate, medium → Short-term, low → Medium-term, none → Long-term', () => {
    const r = summarizeHomeModifications({
      items: [sel('grab-bars', 'high'), sel('handrails', 'medium'), sel('night-lights', 'low'), sel('stair-lift')],
    });
    expect(r.phases.map((p) => [p.name, p.total])).toEqual([
      ['Immediate', 150],
      ['Short-term', 400],
      ['Medium-term', 50],
      ['Long-term', 3000],
    ]);
    expect(r.phases[0]!.window).toBe('0-1 week');
  });

  it('timeline: 3 months keeps only phases starting before month 3; 1 year keeps all', () => {
    const short = summarizeHomeModifications({ timeline: '3-months' });
    expect(short.phases.map((p) => p.withinTimeline)).toEqual([true, true, false, false]);
    expect(summarizeHomeModifications({ timeline: '1-year' }).phases.every((p) => p.withinTimeline)).toBe(true);
    expect(summarizeHomeModifications({ timeline: '5-years' }).timeline).toBe('6-months');
  });

  it('SPEC §5: non-numeric budget becomes 0 (any selection then exceeds); negative budget clamps to 0; unknown ids ignored', () => {
    expect(summarizeHomeModifications({ items: [sel('night-lights')], budget: 'abc' })).toMatchObject({
      budgetStatus: 'exceeded',
      budgetDifference: 50,
    });
    expect(summarizeHomeModifications({ items: [sel('night-lights')], budget: -100 }).budget).toBe(0);
    expect(summarizeHomeModifications({ items: [sel('hot-tub'), 'junk', null] as never }).totals.overall).toBe(0);
    expect(HOME_MODIFICATION_BOUNDS.budget.step).toBe(100);
  });
});

describe('summarizeHomeModifications properties', () => {
  const ids = HOME_MODIFICATION_ITEMS.map((i) => i.id);
  const selection = fc.array(
    fc.record({
      id: fc.oneof(fc.constantFrom(...ids), fc.string()),
      selected: fc.boolean(),
      priority: fc.constantFrom('high', 'medium', 'low', 'none', 'urgent', undefined),
    }),
  );
  const hostileBudget = fc.oneof(
    fc.double(),
    fc.string(),
    fc.constantFrom(NaN, Infinity, -Infinity, 1e308, null, undefined),
  );
  it('hostile input → finite, non-negative; priority totals add up to the overall total', () => {
    forAll(selection, hostileBudget, fc.string(), (items, budget, timeline) => {
      const r = summarizeHomeModifications({ items, budget, timeline } as never);
      expectAllFinite(r);
      expect(findNegative(r)).toEqual([]);
      expect(r.totals.high + r.totals.medium + r.totals.low + r.totals.none).toBe(r.totals.overall);
      expect(r.phases.reduce((s, p) => s + p.total, 0)).toBe(r.totals.overall);
    });
  });
  it('selecting one more item never lowers the total', () => {
    forAll(fc.subarray(ids), fc.constantFrom(...ids), (chosen, extra) => {
      const a = summarizeHomeModifications({ items: chosen.map((id) => sel(id)) }).totals.overall;
      const b = summarizeHomeModifications({ items: [...chosen, extra].map((id) => sel(id)) }).totals.overall;
      expect(b).toBeGreaterThanOrEqual(a);
    });
  });
});
