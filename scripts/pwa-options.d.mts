import type { GenerateSWOptions } from 'workbox-build';

export function workboxOptions(dist: string): GenerateSWOptions & { globDirectory: string; swDest: string };
