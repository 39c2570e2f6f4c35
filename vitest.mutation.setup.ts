import fc from 'fast-check';

// A mutation run repeats the finance tests thousands of times: 20 random cases per property
// (instead of fast-check's 100) keep a full `npm run mutation` under an hour on two shared cores.
// The known-answer tests do most of the killing; `npm test` still runs every property 100 times.
fc.configureGlobal({ numRuns: 20 });
