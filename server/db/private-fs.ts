import { mkdirSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The bits of a mode for the group and others, which none of the database's files has (issue 47 hole 4). */
const OTHERS = 0o077;

interface EmscriptenNodeFs {
  node_ops: { setattr(node: unknown, attr: { mode?: number }): void; mknod(parent: unknown, name: string, mode: number, dev: number): unknown };
  stream_ops: { setattr(stream: unknown, attr: { mode?: number }): void };
}

/**
 * PGlite's folder with modes that leave the group and others out. Emscripten's file system
 * chmods each file it creates to 0666 after creating it (FS.open → FS.chmod), past the process's
 * umask, so its database files and write-ahead log came out readable by every local user: here
 * each mode it sets loses those bits on the way to the disk.
 */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const made = await super.init(...args);
    const preRun = made.emscriptenOpts.preRun ?? [];
    const mount = preRun[preRun.length - 1] as (mod: { NODEFS: EmscriptenNodeFs }) => void;
    preRun[preRun.length - 1] = (mod: { NODEFS: EmscriptenNodeFs }) => {
      for (const ops of [mod.NODEFS.node_ops, mod.NODEFS.stream_ops]) {
        const setattr = ops.setattr;
        ops.setattr = (target, attr) => setattr(target, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~OTHERS });
      }
      const mknod = mod.NODEFS.node_ops.mknod;
      // a folder or file is made with 0777 less the umask: the same, should a caller have none
      mod.NODEFS.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS, dev);
      mount(mod);
    };
    return made;
  }
}
