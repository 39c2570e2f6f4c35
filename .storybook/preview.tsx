import type { Decorator, Preview } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '../src/kit/theme/global.css';
import { frameThemes } from '../src/kit/theme/themes.css';

type FrameName = keyof typeof frameThemes;

/** The toolbar's frame switcher: every story can be seen in all four colour frames. */
const withFrame: Decorator = (Story, context) => {
  const frame = (context.globals.frame ?? 'blue') as FrameName;
  return (
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <div className={frameThemes[frame] ?? frameThemes.blue} data-frame={frame}>
        <main style={{ padding: '1rem' }}>
          <Story />
        </main>
      </div>
    </Router>
  );
};

const preview: Preview = {
  decorators: [withFrame],
  globalTypes: {
    frame: {
      description: 'Colour frame',
      toolbar: { title: 'Frame', icon: 'paintbrush', items: ['blue', 'green', 'purple', 'orange'], dynamicTitle: true },
    },
  },
  initialGlobals: { frame: 'blue' },
  parameters: {
    layout: 'fullscreen',
    // Axe runs in the test-runner (.storybook/test-runner.ts); stories may add rule overrides
    // under parameters.a11y.config.rules, each with a written reason.
  },
};
export default preview;
