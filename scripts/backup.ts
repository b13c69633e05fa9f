import { loadConfig } from "../server/config.ts";
import { backup, OpsError } from "../server/ops/backup.ts";

// `npm run backup`: the database and the media folder into a dated archive in BACKUP_DIR
// (server/ops/README.md). Prints the archive's path.

try {
  const archive = await backup(loadConfig());
  console.log(archive);
} catch (error) {
  console.error(error instanceof OpsError ? error.message : error);
  process.exitCode = 1;
}
