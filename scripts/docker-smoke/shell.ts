// Commands for the Docker smoke test (scripts/docker-smoke.ts): the Docker client, its engine,
// and the Debian packages they come from.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Every command's own output goes here; the terminal gets the steps and the verdicts. */
export const LOG_FILE = path.join(os.tmpdir(), "tenderlink-docker-smoke.log");

export function log(line: string) {
  fs.appendFileSync(LOG_FILE, `${line}\n`);
}

export function step(line: string) {
  console.log(`-- ${line}`);
  log(`\n-- ${line}`);
}

/**
 * Debian's docker.io client (/usr/bin/docker) when it is there: on Docker 20.10 it builds with
 * BuildKit itself (`RUN --mount`, `--secret`), while a newer client without its buildx plugin
 * (/usr/local/bin/docker on these machines) can only use the legacy builder.
 */
export const DOCKER =
  process.env.DOCKER_SMOKE_DOCKER ??
  (fs.existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker");

export interface RunOptions {
  input?: string | Buffer;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Kills the command past this many milliseconds. */
  timeoutMs?: number;
}

class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly code: number | null,
    readonly output: string,
  ) {
    super(
      `${command} failed (exit ${code ?? "killed"}):\n${output.trim().split("\n").slice(-25).join("\n")}`,
    );
  }
}

/** Runs a command to its end; its output goes to the log and is returned (stdout only). */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  const shown = [command, ...args].join(" ");
  log(`$ ${shown}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let both = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      both += chunk.toString();
      fs.appendFileSync(LOG_FILE, chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      both += chunk.toString();
      fs.appendFileSync(LOG_FILE, chunk);
    });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new CommandError(shown, null, error.message));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new CommandError(shown, code, both));
    });
    child.stdin.end(options.input ?? "");
  });
}

export function docker(args: string[], options: RunOptions = {}): Promise<string> {
  return run(DOCKER, args, options);
}

/** Whether a command exits 0 (quietly; for probes). */
export function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore", timeout: 30_000 }).status === 0;
}

function hasCommand(name: string): boolean {
  return succeeds("sh", ["-c", `command -v ${name}`]);
}

/**
 * Installs Debian packages that are missing, as root with apt-get (what a new machine of this
 * project lacks); elsewhere says what to install.
 */
export async function ensureDebianPackages(needs: { command: string; pkg: string }[]) {
  const missing = needs.filter((need) => !hasCommand(need.command));
  if (missing.length === 0) return;
  const packages = missing.map((need) => need.pkg);
  if (process.getuid?.() !== 0 || !hasCommand("apt-get")) {
    throw new Error(
      `Missing ${missing.map((need) => need.command).join(", ")}: install ${packages.join(" ")}.`,
    );
  }
  step(`installing ${packages.join(", ")} (apt-get)`);
  const install = () =>
    run("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    await install();
  } catch {
    await run("apt-get", ["update"]);
    await install();
  }
}

/**
 * A Docker engine that answers: the running one, or `dockerd` started in the background (left
 * running afterwards, like the system service it stands in for; its log is beside ours).
 */
export async function ensureDockerEngine() {
  if (succeeds(DOCKER, ["info"])) return;
  await ensureDebianPackages([{ command: "dockerd", pkg: "docker.io" }]);
  const daemonLog = path.join(os.tmpdir(), "tenderlink-dockerd.log");
  step(`no Docker engine answers: starting dockerd (log: ${daemonLog})`);
  const out = fs.openSync(daemonLog, "a");
  const daemon = spawn("dockerd", [], { detached: true, stdio: ["ignore", out, out] });
  daemon.unref();
  for (let waited = 0; waited < 60_000; waited += 1000) {
    if (succeeds(DOCKER, ["info"])) return;
    await sleep(1000);
  }
  throw new Error(`dockerd did not answer within 60 s; see ${daemonLog}`);
}

/** The host's CA bundle (the TLS-inspecting proxy's CA is in it on these machines). */
export function hostCaBundle(): string | undefined {
  return [
    process.env.NODE_EXTRA_CA_CERTS,
    process.env.SSL_CERT_FILE,
    "/etc/ssl/certs/ca-certificates.crt",
  ].find((file): file is string => !!file && fs.existsSync(file));
}
