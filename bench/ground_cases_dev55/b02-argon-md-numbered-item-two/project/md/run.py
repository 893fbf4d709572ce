"""Entry point: python -m md.run config/run_ar_85K.yaml"""
from __future__ import annotations

import sys
import time

import numpy as np

from md import config, init_system, integrate


def main(path: str) -> None:
    cfg = config.load(path)
    cfg.out_dir.mkdir(parents=True, exist_ok=True)
    pos, vel = init_system.build(cfg)
    print(f"{cfg.n_atoms} atoms, box {cfg.box_A:.3f} A, dt {cfg.dt_fs} fs", flush=True)
    t0 = time.time()
    pos, vel = integrate.run(pos, vel, cfg, cfg.n_equil)
    print(f"equilibrated in {time.time() - t0:.0f} s, T = {integrate.kinetic_temperature(vel):.2f} K", flush=True)
    frames = []

    def dump(step, pos, vel, epot):
        frames.append(pos.astype(np.float32).copy())
        if step % (50 * cfg.dump_every) == 0:
            print(f"step {step} T {integrate.kinetic_temperature(vel):.2f} K Epot {epot:.4f} eV", flush=True)

    integrate.run(pos, vel, cfg, cfg.n_prod, dump=dump)
    np.save(cfg.out_dir / "traj.npy", np.stack(frames))
    print(f"wrote {len(frames)} frames", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
