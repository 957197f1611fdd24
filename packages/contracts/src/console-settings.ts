import { z } from 'zod';

/** How many devices of one subscriber may play at once: the bounds of STREAM_LIMIT and of the console's field. */
export const STREAM_LIMIT_MIN = 1;
export const STREAM_LIMIT_MAX = 20;

/**
 * The operator's settings: values an admin changes at run time, without a deploy. One entry per setting (its
 * key and the schema of its value); the server stores each as JSON, and until an admin saves one its value is
 * the default the environment gives.
 */
export const operatorSettingSchemas = {
  stream_limit: z.number().int().min(STREAM_LIMIT_MIN).max(STREAM_LIMIT_MAX),
} as const;

export type SettingKey = keyof typeof operatorSettingSchemas;
export const settingKeys = Object.keys(operatorSettingSchemas) as SettingKey[];

/** Every setting's value. */
export const settingValuesSchema = z.object(operatorSettingSchemas).strict();
export type SettingValues = z.infer<typeof settingValuesSchema>;

/** `PUT /settings`: the settings to change, at least one; the others keep their values. */
export const settingsChangeSchema = settingValuesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'name at least one setting to change' });
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** Who saved a setting last, and when; absent while it is still the environment's default. */
export const settingChangeSchema = z.object({
  by: z.string(),
  at: z.iso.datetime({ offset: true }),
});

export const settingsResponseSchema = z.object({
  data: z.object({
    /** What the server obeys now. */
    values: settingValuesSchema,
    /** The environment's values, used for a setting no admin has saved. */
    defaults: settingValuesSchema,
    changed: z.partialRecord(z.enum(settingKeys as [SettingKey, ...SettingKey[]]), settingChangeSchema),
  }),
});
export type OperatorSettings = z.infer<typeof settingsResponseSchema>['data'];
