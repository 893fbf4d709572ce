from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pandas as pd

Step = Callable[[pd.DataFrame], pd.DataFrame]


@dataclass
class Rules:
    steps: list[Step] = field(default_factory=list)

    def _add(self, step: Step) -> "Rules":
        return Rules([*self.steps, step])

    def strip(self, *cols: str) -> "Rules":
        return self._add(lambda df: df.assign(**{c: df[c].str.strip() for c in cols}))

    def lower(self, *cols: str) -> "Rules":
        return self._add(lambda df: df.assign(**{c: df[c].str.lower() for c in cols}))

    def drop_blank(self, *cols: str) -> "Rules":
        def step(df: pd.DataFrame) -> pd.DataFrame:
            mask = pd.Series(True, index=df.index)
            for c in cols:
                mask &= df[c].notna() & (df[c].astype(str).str.strip() != "")
            return df[mask]
        return self._add(step)

    def coerce_int(self, col: str, errors: str = "raise") -> "Rules":
        def step(df: pd.DataFrame) -> pd.DataFrame:
            if errors == "null":
                return df.assign(**{col: pd.to_numeric(df[col], errors="coerce").astype("Int64")})
            return df.assign(**{col: pd.to_numeric(df[col]).astype("int64")})
        return self._add(step)

    def rename(self, mapping: dict[str, str]) -> "Rules":
        return self._add(lambda df: df.rename(columns=mapping))

    def apply(self, df: pd.DataFrame) -> pd.DataFrame:
        for step in self.steps:
            df = step(df)
        return df
