import type { RegisterSettingsValue } from '../../contract/system';
import type { Db } from '../db/db';

interface RegisterFieldRow {
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  pattern_id: string;
  accepted_pattern: string;
}

/** Per registration field: {enabled, required, minLength, maxLength, patternId, acceptedPattern}. */
export async function loadRegisterSettings(db: Db, merchantCode: string): Promise<RegisterSettingsValue> {
  const rows = await db.query<RegisterFieldRow>(
    `select field, enabled, required, min_length, max_length, pattern_id, accepted_pattern
       from register_fields where merchant_code = $1 order by sort_order, field`,
    [merchantCode],
  );
  const settings: RegisterSettingsValue = {};
  for (const row of rows) {
    settings[row.field] = {
      enabled: row.enabled,
      required: row.required,
      minLength: row.min_length,
      maxLength: row.max_length,
      patternId: row.pattern_id,
      acceptedPattern: row.accepted_pattern,
    };
  }
  return settings;
}
