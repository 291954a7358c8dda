export const chromePath: string;
export const chromiumArgs: string[];
