import { connect } from "node:net";
import type { Kysely } from "kysely";
import type { ConfigHealth } from "../../../shared/schemas/settings.ts";
import type { Config } from "../../config.ts";
import { dbKind } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";

/**
 * What an owner checks of the configuration, without one secret in it: the bank account
 * (its number cut to the last four digits), whether the SMTP server answers (host and port
 * only, never the credentials of SMTP_URL), each bank webhook's key set or not and the last
 * transfer it delivered, the tracking ids (public: they are in every page), where backups go.
 */

const SMTP_TIMEOUT_MS = 3000;

/** host:port of an smtp(s):// URL, its user and password left out. */
export function smtpServer(url: string): { host: string; port: number } | null {
  try {
    const parsed = new URL(url);
    const port = Number(parsed.port || (parsed.protocol === "smtps:" ? 465 : 587));
    return parsed.hostname ? { host: parsed.hostname, port } : null;
  } catch {
    return null;
  }
}

/** True when a TCP connection opens within the timeout: the server is there. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: SMTP_TIMEOUT_MS });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

export async function configHealth(db: Kysely<Database>, config: Config): Promise<ConfigHealth> {
  const server = config.smtpUrl ? smtpServer(config.smtpUrl) : null;
  const [isReachable, last] = await Promise.all([
    server ? reachable(server.host, server.port) : Promise.resolve(null),
    db
      .selectFrom("transaction")
      .where("actor_kind", "=", "WEBHOOK")
      .groupBy("provider")
      .select(["provider", (eb) => eb.fn.max("create_time").as("last")])
      .execute(),
  ]);
  const lastOf = (provider: string) =>
    (last.find((row) => row.provider === provider)?.last as string | undefined) ?? null;
  const bank = config.bank;
  return {
    bank: {
      configured: bank !== undefined,
      demo: bank?.demo ?? false,
      bankName: bank?.name ?? null,
      accountEnding: bank ? bank.accountNumber.slice(-4) : null,
    },
    smtp: {
      configured: Boolean(config.smtpUrl),
      server: server ? `${server.host}:${server.port}` : null,
      reachable: isReachable,
    },
    webhooks: [
      { provider: "SEPAY", configured: Boolean(config.sepayApiKey), lastReceived: lastOf("SEPAY") },
      {
        provider: "CASSO",
        configured: Boolean(config.casso.secureToken || config.casso.checksumKey),
        lastReceived: lastOf("CASSO"),
      },
    ],
    tracking: { ga4Id: config.ga4Id ?? null, metaPixelId: config.metaPixelId ?? null },
    database: dbKind(db),
    backupDir: config.backupDir,
  };
}
