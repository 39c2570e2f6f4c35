// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** No priority */
export declare function priorityNone(): string;
/** High */
export declare function priorityHigh(): string;
/** Medium */
export declare function priorityMedium(): string;
/** Low */
export declare function priorityLow(): string;
/** No priority set */
export declare function priorityNoneSet(): string;
/** Selected */
export declare function selected(): string;
/** Not selected */
export declare function notSelected(): string;
/** No priority set. */
export declare function noPrioritySentence(): string;
/** {priority, select, high {High priority.} medium {Medium priority.} low {Low priority.} other {No priority set.}} */
export declare function prioritySentence(values: { priority: string | number }): string;
/** Priority */
export declare function priorityLabel(): string;
/** for {item} */
export declare function priorityFor(values: { item: string | number }): string;
/** Your plan */
export declare function inputsLabel(): string;
/** Budget and timeline */
export declare function budgetAndTimeline(): string;
/** Budget */
export declare function budgetLabel(): string;
/** What you can spend on changes to your home. */
export declare function budgetHint(): string;
/** Timeline */
export declare function timelineLabel(): string;
/** How long you want to take to finish the work. */
export declare function timelineHint(): string;
/** Choose an item to add it to your plan; choose it again to take it out. Setting a priority does not change what is chosen. */
export declare function chooseHelp(): string;
/** Your modification plan */
export declare function resultsTitle(): string;
/** No items chosen yet. */
export declare function noItems(): string;
/** {count, plural, one {# item} other {# items}} chosen, {total} in total. */
export declare function summary(values: { count: number; total: string | number }): string;
/** {count, plural, one {# item} other {# items}} chosen, {total} in total. {budget} */
export declare function summaryWithBudget(values: { count: number; total: string | number; budget: string | number }): string;
/** Total cost of selected items */
export declare function totalLabel(): string;
/** No items chosen yet. Choose items to build your plan. */
export declare function noItemsHelp(): string;
/** {count, plural, one {# item} other {# items}} chosen. */
export declare function itemsChosen(values: { count: number }): string;
/** Budget exceeded by {amount} */
export declare function budgetExceeded(values: { amount: string | number }): string;
/** Within budget - {amount} remaining */
export declare function budgetWithin(values: { amount: string | number }): string;
/** Consider prioritizing high-priority items or increasing your budget. */
export declare function overBudgetHint(): string;
/** High priority */
export declare function highPriority(): string;
/** Medium priority */
export declare function mediumPriority(): string;
/** Low priority */
export declare function lowPriority(): string;
/** Total */
export declare function total(): string;
/** When to do the work */
export declare function whenHeading(): string;
/** High-priority items come first and items with no priority come last. Your timeline: {timeline}. */
export declare function whenLead(values: { timeline: string | number }): string;
/** {name} ({window}) */
export declare function phaseHeading(values: { name: string | number; window: string | number }): string;
/** No items in this phase. */
export declare function noItemsInPhase(): string;
/** {item}: {cost} */
export declare function itemCost(values: { item: string | number; cost: string | number }): string;
/** Phase total: {total} */
export declare function phaseTotal(values: { total: string | number }): string;
/** This phase starts after your {timeline} timeline. */
export declare function phaseAfterTimeline(values: { timeline: string | number }): string;
/** Item costs */
export declare function assumedItemCosts(): string;
/** typical installed costs; real quotes vary by home and region */
export declare function itemCostsValue(): string;
/** Phases */
export declare function assumedPhases(): string;
/** high → Immediate, medium → Short-term, low → Medium-term, no priority → Long-term */
export declare function phasesValue(): string;
/** Timeline */
export declare function assumedTimeline(): string;
/** {months} months; phases starting later are flagged as outside it */
export declare function timelineValue(values: { months: string | number }): string;
/** Total = sum of the costs of selected items (also split by priority) */
export declare function formulaTotal(): string;
/** Exceeded when total > budget; within when 0 < total ≤ budget; nothing shown when total = 0 */
export declare function formulaStatus(): string;
/** Items chosen */
export declare function scenarioItemsChosen(): string;
/** Over budget by */
export declare function scenarioOverBudget(): string;
/** Budget remaining */
export declare function scenarioRemaining(): string;
/** Chosen, no priority set */
export declare function chosenNone(): string;
/** Chosen, high priority */
export declare function chosenHigh(): string;
/** Chosen, medium priority */
export declare function chosenMedium(): string;
/** Chosen, low priority */
export declare function chosenLow(): string;
/** Not chosen */
export declare function notChosen(): string;
/** Grab bars */
export declare function itemGrabBars(): string;
/** Sturdy bars by the toilet and in the shower to hold on to. */
export declare function itemGrabBarsDescription(): string;
/** Walk-in shower */
export declare function itemWalkInShower(): string;
/** A shower with no tub edge to step over. */
export declare function itemWalkInShowerDescription(): string;
/** Raised toilet seat */
export declare function itemRaisedToiletSeat(): string;
/** A taller seat that makes sitting and standing easier. */
export declare function itemRaisedToiletSeatDescription(): string;
/** Shower bench */
export declare function itemShowerBench(): string;
/** A seat so you can wash sitting down. */
export declare function itemShowerBenchDescription(): string;
/** Non-slip flooring */
export declare function itemBathroomNonSlipFlooring(): string;
/** A floor surface that stays grippy when wet. */
export declare function itemBathroomNonSlipFlooringDescription(): string;
/** Ramp */
export declare function itemRamp(): string;
/** A gentle slope in place of steps at an entrance. */
export declare function itemRampDescription(): string;
/** Handrails */
export declare function itemHandrails(): string;
/** Rails on both sides of stairs and hallways. */
export declare function itemHandrailsDescription(): string;
/** Stair lift */
export declare function itemStairLift(): string;
/** A powered seat that carries you up and down the stairs. */
export declare function itemStairLiftDescription(): string;
/** Doorway widening */
export declare function itemDoorwayWidening(): string;
/** Wider doors for a walker or wheelchair. */
export declare function itemDoorwayWideningDescription(): string;
/** Threshold removal */
export declare function itemThresholdRemoval(): string;
/** Taking out raised door sills you could trip on. */
export declare function itemThresholdRemovalDescription(): string;
/** Adjustable counter heights */
export declare function itemAdjustableCounters(): string;
/** Counters you can use sitting or standing. */
export declare function itemAdjustableCountersDescription(): string;
/** Pull-out shelves */
export declare function itemPullOutShelves(): string;
/** Shelves that slide out so you need not bend or reach. */
export declare function itemPullOutShelvesDescription(): string;
/** Lever handles */
export declare function itemLeverHandles(): string;
/** Handles you can push down instead of twisting knobs. */
export declare function itemLeverHandlesDescription(): string;
/** Task lighting */
export declare function itemTaskLighting(): string;
/** Bright lights over the counter and stove. */
export declare function itemTaskLightingDescription(): string;
/** Enhanced smoke detectors */
export declare function itemSmokeDetectors(): string;
/** Alarms with loud sound and flashing lights. */
export declare function itemSmokeDetectorsDescription(): string;
/** Security system */
export declare function itemSecuritySystem(): string;
/** Door and window sensors with monitoring. */
export declare function itemSecuritySystemDescription(): string;
/** Emergency alert */
export declare function itemEmergencyAlert(): string;
/** A wearable button that calls for help. */
export declare function itemEmergencyAlertDescription(): string;
/** Smart locks */
export declare function itemSmartLocks(): string;
/** Locks that open with a code or phone, no small keys. */
export declare function itemSmartLocksDescription(): string;
/** Motion lights */
export declare function itemMotionLights(): string;
/** Lights that switch on when you walk by. */
export declare function itemMotionLightsDescription(): string;
/** Night lights */
export declare function itemNightLights(): string;
/** Low lights along the path to the bathroom. */
export declare function itemNightLightsDescription(): string;
/** Raised outlets */
export declare function itemRaisedOutlets(): string;
/** Power outlets moved higher so you need not bend. */
export declare function itemRaisedOutletsDescription(): string;
/** Non-slip tiles */
export declare function itemNonSlipTiles(): string;
/** Textured tiles that reduce slips across the home. */
export declare function itemNonSlipTilesDescription(): string;
/** Carpet removal */
export declare function itemCarpetRemoval(): string;
/** Replacing loose or thick carpet that catches feet. */
export declare function itemCarpetRemovalDescription(): string;
/** Smooth transitions */
export declare function itemSmoothTransitions(): string;
/** Level joins between rooms and floor types. */
export declare function itemSmoothTransitionsDescription(): string;
/** Bathroom */
export declare function categoryBathroom(): string;
/** Mobility */
export declare function categoryMobility(): string;
/** Kitchen */
export declare function categoryKitchen(): string;
/** Safety */
export declare function categorySafety(): string;
/** Lighting */
export declare function categoryLighting(): string;
/** Flooring */
export declare function categoryFlooring(): string;
/** 3 months */
export declare function timelineThreeMonths(): string;
/** 6 months */
export declare function timelineSixMonths(): string;
/** 1 year */
export declare function timelineOneYear(): string;
/** 2 years */
export declare function timelineTwoYears(): string;
/** Immediate */
export declare function phaseImmediate(): string;
/** 0-1 week */
export declare function phaseImmediateWindow(): string;
/** Short-term */
export declare function phaseShortTerm(): string;
/** 1-3 months */
export declare function phaseShortTermWindow(): string;
/** Medium-term */
export declare function phaseMediumTerm(): string;
/** 3-6 months */
export declare function phaseMediumTermWindow(): string;
/** Long-term */
export declare function phaseLongTerm(): string;
/** 6+ months */
export declare function phaseLongTermWindow(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly itemCosts: typeof assumedItemCosts; readonly phases: typeof assumedPhases; readonly timeline: typeof assumedTimeline };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly total: typeof formulaTotal; readonly status: typeof formulaStatus };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly itemCosts: typeof itemCostsValue; readonly phases: typeof phasesValue; readonly timeline: typeof timelineValue };
