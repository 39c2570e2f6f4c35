import type { ComponentType } from 'react';
import type { SliderProps } from '../../../kit';

/** A promise that says when it has settled, as React's `use` reads it (`status`, `value`). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let slider: Tracked<ComponentType<SliderProps>> | undefined;

/**
 * The kit's Slider, for a field whose kind is 'slider': fetched the first time such a field
 * renders, so the code every tool loads does not carry it (one tool of twenty has a slider).
 * ToolField reads it with React's `use`; until it arrives the tool's loading state stays up
 * (tools are not prerendered, and they load inside a Suspense boundary).
 */
export function sliderControl(): Tracked<ComponentType<SliderProps>> {
  if (!slider) {
    const loading: Tracked<ComponentType<SliderProps>> = import('../../../kit/Slider/Slider').then((m) => m.Slider);
    void loading.then((value) => {
      loading.status = 'fulfilled';
      loading.value = value;
    });
    slider = loading;
  }
  return slider;
}
