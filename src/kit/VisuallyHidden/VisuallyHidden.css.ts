// One definition of the technique lives in the theme; this folder re-exports it for its component.
export { visuallyHidden } from '../theme/utils.css';
