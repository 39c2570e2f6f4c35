import './global.css';
export { vars } from './vars.css';
export { frameThemes, media } from './themes.css';
export { rem } from './units';
export { visuallyHidden } from './utils.css';
