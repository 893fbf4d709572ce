"""Join events to the variant each user was assigned and build the per-user table."""
from __future__ import annotations

import pandas as pd


def attach_variant(events: pd.DataFrame, assignments: pd.DataFrame) -> pd.DataFrame:
    return events.merge(assignments[["user_id", "variant"]], on="user_id", how="inner",
                        validate="many_to_one")


def exposed_users(events: pd.DataFrame) -> pd.Index:
    return pd.Index(events.loc[events["event"] == "exposure", "user_id"].unique(), name="user_id")


def first_exposure(events: pd.DataFrame) -> pd.Series:
    """Time of each user's first exposure event."""
    return (events[events["event"] == "exposure"]
            .groupby("user_id")["ts"].min()
            .rename("first_exposure"))


def user_table(events: pd.DataFrame, assignments: pd.DataFrame) -> pd.DataFrame:
    """One row per exposed, assigned user: variant, converted (0/1), revenue."""
    ev = attach_variant(events, assignments)
    exposed = exposed_users(ev)
    purchases = (ev[ev["event"] == "purchase"]
                 .groupby("user_id")["revenue"].sum()
                 .rename("revenue"))
    users = (assignments.set_index("user_id")[["variant"]]
             .loc[lambda d: d.index.isin(exposed)]
             .join(purchases, how="left"))
    users["revenue"] = users["revenue"].fillna(0.0)
    users["converted"] = (users["revenue"] > 0).astype(int)
    return users.reset_index()
