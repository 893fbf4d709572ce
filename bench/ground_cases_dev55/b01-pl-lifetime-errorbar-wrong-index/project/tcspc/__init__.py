"""TCSPC decay analysis for the PL lifetime paper."""
from tcspc.io import load_histogram, load_config
from tcspc.fit import fit_decay, FitResult

__all__ = ["load_histogram", "load_config", "fit_decay", "FitResult"]
