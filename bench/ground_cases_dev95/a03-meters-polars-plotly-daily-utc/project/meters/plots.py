"""Plotly figures for the monthly energy report."""
from __future__ import annotations

import plotly.express as px
import plotly.graph_objects as go
import polars as pl

COLORS = {"electricity": "#1f77b4", "heat": "#d62728", "water": "#2ca02c"}


def daily_bars(daily: pl.DataFrame, title: str = "Daily consumption") -> go.Figure:
    totals = daily.group_by(["day", "meter_type"]).agg(pl.col("kwh").sum()).sort(["day", "meter_type"])
    fig = px.bar(
        totals.to_pandas(),
        x="day",
        y="kwh",
        color="meter_type",
        color_discrete_map=COLORS,
        title=title,
    )
    fig.update_layout(barmode="stack", yaxis_title="kWh", xaxis_title=None, bargap=0.1, legend_title=None)
    incomplete = daily.filter(~pl.col("complete")).get_column("day").unique().to_list()
    for day in incomplete:
        fig.add_vline(x=day, line_dash="dot", line_color="grey", opacity=0.6)
    return fig


def hourly_lines(profile: pl.DataFrame, title: str = "Typical day") -> go.Figure:
    fig = px.line(
        profile.to_pandas(),
        x="hour",
        y="avg_kwh",
        color="meter_type",
        color_discrete_map=COLORS,
        markers=True,
        title=title,
    )
    fig.update_xaxes(dtick=2, range=[-0.5, 23.5], title="hour of day")
    fig.update_yaxes(title="avg kWh")
    return fig


def save(fig: go.Figure, path) -> None:
    fig.write_html(path.with_suffix(".html"), include_plotlyjs="cdn")
    fig.write_image(path.with_suffix(".png"), width=1100, height=450, scale=2)
