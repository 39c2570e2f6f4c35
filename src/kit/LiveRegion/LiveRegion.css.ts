// LiveRegion has no look of its own: it wraps whatever text it announces. It borrows the
// theme's visually-hidden class for off-screen announcements.
export { visuallyHidden } from '../theme/utils.css';
