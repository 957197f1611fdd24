/**
 * Whether this build carries the development pages (the test payment page): the `vite` dev server and
 * `npm run build:development` (`vite build --mode development`, still React's production build) do; the
 * production build does not, and the bundler leaves those pages and their API calls out of it entirely.
 */
export const withDevelopmentPages = import.meta.env.MODE === 'development';
