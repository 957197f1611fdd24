/** The session query's key, shared by the calls that sign in, refresh or sign out. */
export const sessionQueryKey = ['session'] as const;
