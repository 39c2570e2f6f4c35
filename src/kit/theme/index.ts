import './global.css';
export { vars } from './vars.css';
export { frameThemes, media, rem } from './themes.css';
export { visuallyHidden } from './utils.css';
