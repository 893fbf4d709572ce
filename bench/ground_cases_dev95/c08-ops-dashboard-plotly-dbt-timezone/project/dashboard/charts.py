"""Plotly figures for the dashboard."""
from __future__ import annotations

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

PLATFORM_COLORS = {"ios": "#4C78A8", "android": "#54A24B", "web": "#F58518"}
LAYOUT = dict(template="plotly_white", margin=dict(l=40, r=20, t=50, b=40), height=380)


def dau_chart(wide: pd.DataFrame, ma: pd.Series | None = None) -> go.Figure:
    fig = go.Figure()
    for platform in wide.columns:
        fig.add_trace(go.Scatter(
            x=wide.index, y=wide[platform], name=platform, mode="lines", stackgroup="dau",
            hovertemplate="%{y:,}",
            line=dict(width=0.5, color=PLATFORM_COLORS.get(platform)),
        ))
    if ma is not None:
        fig.add_trace(go.Scatter(x=ma.index, y=ma.values, name="7日均线（总量）", mode="lines",
                                 line=dict(width=2, color="#333333", dash="dot")))
    fig.update_layout(title="日活 DAU（按平台堆叠）", yaxis_title="用户数", legend_orientation="h",
                      hovermode="x unified", **LAYOUT)
    return fig


def wow_card(change: float) -> go.Figure:
    fig = go.Figure(go.Indicator(
        mode="number", value=change * 100,
        number={"suffix": "%", "valueformat": "+.1f"},
        title={"text": "DAU 周环比"},
    ))
    fig.update_layout(height=160, margin=dict(l=10, r=10, t=40, b=10))
    return fig


def retention_heatmap(matrix: pd.DataFrame) -> go.Figure:
    fig = px.imshow(
        matrix.values, x=[f"W{c}" for c in matrix.columns], y=matrix.index.strftime("%Y-%m-%d"),
        color_continuous_scale="Blues", zmin=0, zmax=1, aspect="auto", text_auto=".0%",
    )
    fig.update_layout(title="周留存", xaxis_title="第几周", yaxis_title="注册周", **LAYOUT)
    return fig
