"""ctypes bindings to the C force kernel (build with `make`)."""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np

_lib = ctypes.CDLL(str(Path(__file__).with_name("libforces.so")))
_dptr = np.ctypeslib.ndpointer(dtype=np.float64, flags="C_CONTIGUOUS")
_lib.accelerations.argtypes = [ctypes.c_size_t, _dptr, _dptr, ctypes.c_double, _dptr]
_lib.accelerations.restype = None
_lib.potential_energy.argtypes = [ctypes.c_size_t, _dptr, _dptr, ctypes.c_double]
_lib.potential_energy.restype = ctypes.c_double


def accelerations(pos: np.ndarray, mass: np.ndarray, eps: float) -> np.ndarray:
    pos = np.ascontiguousarray(pos, dtype=np.float64)
    mass = np.ascontiguousarray(mass, dtype=np.float64)
    acc = np.empty_like(pos)
    _lib.accelerations(mass.size, pos, mass, eps, acc)
    return acc


def potential_energy(pos: np.ndarray, mass: np.ndarray, eps: float) -> float:
    pos = np.ascontiguousarray(pos, dtype=np.float64)
    mass = np.ascontiguousarray(mass, dtype=np.float64)
    return float(_lib.potential_energy(mass.size, pos, mass, eps))


def check_build() -> None:
    """Fail early with a readable message when the library is stale or missing."""
    lib = Path(__file__).with_name("libforces.so")
    src = Path(__file__).resolve().parent.parent / "src" / "forces.c"
    if not lib.exists():
        raise RuntimeError("libforces.so not found: run `make` in the repository root")
    if src.exists() and src.stat().st_mtime > lib.stat().st_mtime:
        raise RuntimeError("src/forces.c is newer than libforces.so: run `make`")
