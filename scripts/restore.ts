import { loadConfig } from "../server/config.ts";
import { OpsError, restore } from "../server/ops/backup.ts";

// `npm run restore ARCHIVE`: puts a backup back (server/ops/README.md). Stop the server first.

const archive = process.argv[2];
if (!archive) {
  console.error("Usage: npm run restore <archive.tar.gz>");
  process.exit(2);
}
try {
  const manifest = await restore(loadConfig(), archive);
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.files.length} files checked).`,
  );
} catch (error) {
  console.error(error instanceof OpsError ? error.message : error);
  process.exitCode = 1;
}
