export const SETTINGS_FILE: string;
export const SETTINGS: Readonly<Record<string, { what: string; valid: (value: string) => boolean; expected: string }>>;
export function deploySettingsProblems(settings: unknown): string[];
export function readDeploySettings(file?: string): Record<string, string>;
