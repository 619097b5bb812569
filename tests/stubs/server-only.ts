// Stand-in for the "server-only" package under vitest: the real one throws when
// imported outside a React Server Components build, which tests are not.
export {};
