import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const devSecretsSchema = z.object({
  mediaSigningSecret: z.string().min(32),
  tokenSigningSecret: z.string().min(32),
});

export type DevSecrets = z.infer<typeof devSecretsSchema>;

/** Outside production, secrets are made once per DATA_DIR so that restarts keep sessions and media links valid. */
export function loadOrCreateDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    return devSecretsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  const secrets: DevSecrets = {
    mediaSigningSecret: randomBytes(32).toString('base64url'),
    tokenSigningSecret: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
