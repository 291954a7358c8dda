export const PGLITE_SETTINGS: Readonly<{
  shared_buffers: string;
  max_connections: string;
  work_mem: string;
  temp_buffers: string;
}>;
export const pgliteSettingParams: string[];
