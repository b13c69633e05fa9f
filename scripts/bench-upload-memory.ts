import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * `npm run bench:upload`: streams a generated 1 GiB video through `POST /api/media/upload` of
 * the real application, running in a child process, and prints the peak resident memory (RSS)
 * of that server process while it received, checked and stored the file. The bar is
 * 200 MB: the upload must be streamed to disk, never held in memory. Exits 1 above it.
 *
 * The video is a fragmented MP4 that ffmpeg writes to a pipe (a short high-bitrate clip looped
 * with `-c copy`), so the 1 GiB is never on disk on the sending side.
 */

const TOTAL_BYTES = 1024 ** 3;
const LIMIT_BYTES = 200 * 1024 * 1024;
const BOUNDARY = "----hocviet-bench-upload";
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (process.argv[2] === "--server") await serve(process.argv[3] ?? "");
else await main();

/** Child: the application on a fresh SQLite database, reporting its peak RSS when asked. */
async function serve(dataDir: string) {
  const { buildApp } = await import("../server/app.ts");
  const { loadConfig } = await import("../server/config.ts");
  const { createDb } = await import("../server/db/create-db.ts");
  const { migrateToLatest } = await import("../server/db/migrate.ts");
  const { createSession, SESSION_COOKIE } = await import("../server/features/auth/sessions.ts");

  const config = loadConfig({ NODE_ENV: "production", JOBS: "0", DATA_DIR: dataDir });
  const { db } = createDb(config.databaseUrl);
  await migrateToLatest(db);
  const user = await db
    .insertInto("user")
    .values({
      email: "bench@example.com",
      password_hash: "-",
      full_name: "Bench",
      role: "CONTENT_MANAGER",
      status: "ACTIVE",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, { ip: "127.0.0.1", userAgent: "bench" });
  const app = await buildApp({ config, db, logger: false, webDir: path.join(dataDir, "no-web") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address !== "object") throw new Error("no address");

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  /** One sample a second: a flat line shows that memory does not grow with the upload. */
  const curve: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    if (ticks++ % 50 === 0) curve.push(rss);
  }, 20);
  process.on("message", (message) => {
    if (message !== "report") return;
    clearInterval(sampler);
    process.send?.({ baseline, peak: Math.max(peak, process.memoryUsage().rss), curve });
  });
  process.send?.({ port: address.port, cookie: `${SESSION_COOKIE}=${session.cookieValue}` });
}

async function main() {
  const { FFMPEG_PATH } = await import("../server/storage/probe.ts");
  const work = mkdtempSync(path.join(tmpdir(), "hv-bench-upload-"));
  let server: ChildProcess | undefined;
  try {
    console.log("Preparing a 12-second 720p clip to loop into 1 GiB…");
    const clip = path.join(work, "clip.mp4");
    await promisify(execFile)(FFMPEG_PATH, [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25:duration=12"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "40M", "-pix_fmt", "yuv420p"],
      clip,
    ]);

    // The server gets this process's Node flags (`npx node --max-semi-space-size=4 …` to try one).
    server = spawn(
      process.execPath,
      [...process.execArgv, import.meta.filename, "--server", work],
      {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    const [ready] = (await once(server, "message")) as [{ port: number; cookie: string }];

    console.log(`Uploading ${mb(TOTAL_BYTES)} to the server (pid ${server.pid})…`);
    const started = Date.now();
    const { status, body, sent } = await upload(ready.port, ready.cookie, clip, FFMPEG_PATH);
    const seconds = (Date.now() - started) / 1000;

    server.send("report");
    const [memory] = (await once(server, "message")) as [
      { baseline: number; peak: number; curve: number[] },
    ];
    console.log(`Answer: ${status} ${body.slice(0, 300)}`);
    console.log(
      `Sent ${mb(sent)} in ${seconds.toFixed(1)} s (${mb(sent / seconds)}/s). ` +
        `Server RSS: ${mb(memory.baseline)} at rest, ${mb(memory.peak)} at peak ` +
        `(limit ${mb(LIMIT_BYTES)}).`,
    );
    console.log(
      `RSS each second: ${memory.curve.map((b) => Math.round(b / 1024 / 1024)).join(" ")} MB`,
    );
    const ok = status === 200 && sent >= TOTAL_BYTES * 0.99 && memory.peak < LIMIT_BYTES;
    console.log(ok ? "PASS" : "FAIL");
    process.exitCode = ok ? 0 : 1;
  } finally {
    server?.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

/** One multipart upload whose file part is ffmpeg's output, streamed as it comes. */
async function upload(port: number, cookie: string, clip: string, ffmpegPath: string) {
  // Imported here, not at the top: the server runs this same file, and an ESM import of
  // node:http loads Node's bundled undici (~13 MB) there, which the application does not load.
  const { request } = await import("node:http");
  const ffmpeg = spawn(
    ffmpegPath,
    [
      ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", clip],
      ...["-c", "copy", "-fs", String(TOTAL_BYTES)],
      ...["-movflags", "frag_keyframe+empty_moov+default_base_moof", "-f", "mp4", "pipe:1"],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/media/upload?locale=en",
    headers: { cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = once(req, "response");
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nvideo\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench 1 GiB\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      "Content-Type: video/mp4\r\n\r\n",
  );
  let sent = 0;
  ffmpeg.stdout.on("data", (chunk: Buffer) => {
    sent += chunk.length;
    if (!req.write(chunk)) {
      ffmpeg.stdout.pause();
      req.once("drain", () => ffmpeg.stdout.resume());
    }
  });
  await once(ffmpeg.stdout, "end");
  req.end(`\r\n--${BOUNDARY}--\r\n`);
  const [response] = (await answer) as [import("node:http").IncomingMessage];
  let body = "";
  for await (const chunk of response) body += chunk;
  return { status: response.statusCode ?? 0, body, sent };
}
