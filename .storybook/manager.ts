import { addons } from 'storybook/manager-api';
import { evergreenTheme } from './theme';

addons.setConfig({ theme: evergreenTheme });
