import fs from "node:fs";

export const MB = 1024 * 1024;

function status(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null; // Ended between the listing and the read.
  }
}

const field = (text: string, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;

/** The children of `pid`, as each of its threads started them (/proc/<pid>/task/<tid>/children). */
function children(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      return text ? text.split(" ").map(Number) : [];
    } catch {
      return [];
    }
  });
}

/** This process's descendants. */
export function descendants(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children(queue.shift()!)) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export interface TreeMemory {
  /** The most this process and its descendants held together (RSS) at any sample. */
  peakTree: number;
  /** The highest peak RSS (the kernel's VmHWM) any one descendant reached. */
  peakDescendant: number;
  /** How many different descendants were seen. */
  descendantsSeen: number;
}

/**
 * Samples the RSS of this process and all its descendants from /proc every `everyMs` until
 * stop() is called. Descendants' peaks are the kernel's own high-water marks, so a peak between
 * samples is counted too; the tree's sum is as of each sample.
 */
export function sampleProcessTree(everyMs = 10): { stop: () => TreeMemory } {
  const seen = new Set<number>();
  let peakTree = 0;
  let peakDescendant = 0;
  const sample = () => {
    let tree = field(status(process.pid) ?? "", "VmRSS");
    for (const pid of descendants(process.pid)) {
      const text = status(pid);
      if (!text) continue;
      seen.add(pid);
      tree += field(text, "VmRSS");
      peakDescendant = Math.max(peakDescendant, field(text, "VmHWM"));
    }
    peakTree = Math.max(peakTree, tree);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { peakTree, peakDescendant, descendantsSeen: seen.size };
    },
  };
}
