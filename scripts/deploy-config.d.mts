export const CONTAINER_PORT: number;
export const CONTAINER_PREFIX: string;
export const NGINX_CONF_IN_CONTAINER: string;
export function renderHeadersFile(): string;
export function renderNginxConf(): string;
export function renderDockerfile(): string;
export function filesWithoutCachePolicy(dist: string): string[];
