import { z } from 'zod';
import { configSchema } from './schema.ts';

/** JSON Schema of the config file, for editor completion of the YAML. */
export function createConfigJsonSchema(): unknown {
  return {
    ...z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'rnhc-docs configuration (rnhc-docs.config.yaml)',
  };
}
