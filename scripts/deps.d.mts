import type { ICruiseResult } from 'dependency-cruiser';
export declare const ROOMS: readonly (readonly [room: string, holds: string])[];
export declare const MAY_IMPORT: Record<string, readonly string[]>;
export declare function roomOf(file: string): string | undefined;
export declare function rules(): unknown[];
export declare function cruiseProject(root: string, paths?: string[]): Promise<ICruiseResult>;
export declare function picture(result: ICruiseResult): string;
export declare function withPicture(doc: string, drawn: string): string;
export declare function problems(result: ICruiseResult): string[];
