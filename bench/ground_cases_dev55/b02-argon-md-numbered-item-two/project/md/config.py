"""Run configuration: read the YAML file and derive the quantities the integrator needs."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

AMU_TO_EV_PS2_PER_A2 = 1.0364269e-4   # 1 amu * A^2/ps^2 in eV
KB_EV = 8.617333e-5                   # eV/K
AR_MASS_AMU = 39.948
AVOGADRO = 6.02214076e23


@dataclass(frozen=True)
class RunConfig:
    n_cells: int
    density_g_cm3: float
    temperature_K: float
    dt_fs: float
    tau_T_ps: float
    n_equil: int
    n_prod: int
    dump_every: int
    seed: int
    epsilon_eV: float
    sigma_A: float
    cutoff_sigma: float
    out_dir: Path

    @property
    def n_atoms(self) -> int:
        return 4 * self.n_cells ** 3

    @property
    def box_A(self) -> float:
        mass_g = self.n_atoms * AR_MASS_AMU / AVOGADRO
        volume_cm3 = mass_g / self.density_g_cm3
        return (volume_cm3 * 1e24) ** (1.0 / 3.0)


def load(path: str | Path) -> RunConfig:
    raw = yaml.safe_load(Path(path).read_text())
    raw["out_dir"] = Path(raw["out_dir"])
    return RunConfig(**raw)
