"""plotly figures for the dashboard. Inputs are the frames from queries.py."""
from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

BLUE = "#4C72B0"
GREY = "#999999"
LAYOUT = dict(template="plotly_white", margin=dict(l=40, r=20, t=50, b=40), height=320,
              font=dict(family="Noto Sans JP, sans-serif"))


def revenue_chart(df: pd.DataFrame) -> go.Figure:
    ma7 = df.set_index("day")["revenue"].rolling("7D", min_periods=7).mean()
    fig = go.Figure(go.Bar(x=df["day"], y=df["revenue"], marker_color=BLUE, name="売上"))
    fig.add_trace(go.Scatter(x=ma7.index, y=ma7.values, mode="lines", line=dict(color="#C44E52", width=2),
                             name="7日移動平均"))
    fig.update_layout(title="日次売上", yaxis_tickprefix="¥", yaxis_tickformat=",.0f", **LAYOUT)
    return fig


def sessions_chart(df: pd.DataFrame) -> go.Figure:
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=df["day"], y=df["sessions"], mode="lines", line_color=BLUE, name="セッション"))
    fig.add_trace(go.Scatter(x=df["day"], y=df["orders"], mode="lines", line_color=GREY, name="注文", yaxis="y2"))
    fig.update_layout(
        title="セッションと注文",
        yaxis=dict(title="セッション"),
        yaxis2=dict(title="注文", overlaying="y", side="right"),
        **LAYOUT,
    )
    return fig


def cvr_chart(df: pd.DataFrame) -> go.Figure:
    """Daily conversion rate; the mart's cvr column is a fraction (orders / sessions)."""
    fig = go.Figure(go.Scatter(x=df["day"], y=df["cvr"], mode="lines+markers", line_color=BLUE, name="CVR"))
    fig.update_layout(title="CVR", yaxis_tickformat=".2%", hovermode="x unified", **LAYOUT)
    fig.update_traces(hovertemplate="%{y:.2%}")
    return fig


def channel_chart(split: pd.DataFrame) -> go.Figure:
    pivot = split.pivot_table(index="day", columns="channel", values="sessions", aggfunc="sum").fillna(0)
    fig = go.Figure()
    for channel in pivot.columns:
        fig.add_trace(go.Scatter(x=pivot.index, y=pivot[channel], mode="lines", stackgroup="one", name=channel))
    fig.update_layout(title="チャネル別セッション", **LAYOUT)
    return fig
