export const pgliteSettingParams: string[];
