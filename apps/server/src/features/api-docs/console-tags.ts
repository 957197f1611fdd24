import { CONSOLE_API_PREFIX } from '../staff/public.ts';

/** The console's features as OpenAPI tags, each with what it covers. */
export const consoleTags = [
  { name: 'console: staff', description: 'Staff sign-in, set-up links, the staff list and the audit log.' },
  { name: 'console: catalog', description: 'Movies, series, episodes, categories, banners and images.' },
  { name: 'console: media', description: 'Video uploads (tus), encodes and the assets they make.' },
  { name: 'console: live', description: 'Live TV channels, their categories, schedules and XMLTV guides.' },
  { name: 'console: packages', description: 'Packages: prices, durations, what they give, on or off.' },
  {
    name: 'console: support',
    description:
      'Support: subscribers found by number, e-mail or username, their page, sessions and goodwill grants; purchases, their trail and settling a stuck one.',
  },
  {
    name: 'console: reports',
    description: 'Sign-ups, sales, active packages and streaming minutes over a period, as JSON or CSV.',
  },
  {
    name: 'console: settings',
    description:
      "The operator's settings an admin changes at run time, such as how many devices may play at once.",
  },
] as const;

type ConsoleTag = (typeof consoleTags)[number]['name'];

/** The first path segment after the console prefix → its feature's tag. */
const tagBySegment: Record<string, ConsoleTag> = {
  session: 'console: staff',
  setup: 'console: staff',
  staff: 'console: staff',
  me: 'console: staff',
  audit: 'console: staff',
  catalog: 'console: catalog',
  media: 'console: media',
  uploads: 'console: media',
  live: 'console: live',
  packages: 'console: packages',
  support: 'console: support',
  reports: 'console: reports',
  settings: 'console: settings',
};

/** The tag of a console route by its URL; undefined outside the console or for an unknown feature. */
export function consoleTagOf(url: string): ConsoleTag | undefined {
  if (!url.startsWith(`${CONSOLE_API_PREFIX}/`)) return undefined;
  const segment = url.slice(CONSOLE_API_PREFIX.length + 1).split('/')[0] ?? '';
  return tagBySegment[segment];
}
