import type { Server } from 'node:http';

export function startServer(dir: string, port: number, options?: { sitePolicy?: boolean }): Promise<Server>;
