import pandas as pd
import pytest

from dash_app import charts
from dash_app.format import delta, pct, yen


@pytest.fixture
def kpis():
    return pd.DataFrame({
        "day": pd.date_range("2025-11-01", periods=3),
        "sessions": [1000, 1200, 900],
        "orders": [30, 42, 27],
        "revenue": [150000.0, 210000.0, 120000.0],
        "cvr": [0.03, 0.035, 0.03],
        "aov": [5000.0, 5000.0, 4444.4],
    })


def test_revenue_chart_has_one_bar_per_day(kpis):
    fig = charts.revenue_chart(kpis)
    assert len(fig.data[0].x) == 3


def test_sessions_chart_uses_second_axis(kpis):
    fig = charts.sessions_chart(kpis)
    assert fig.data[1].yaxis == "y2"


def test_cvr_chart_plots_fraction_as_percent(kpis):
    fig = charts.cvr_chart(kpis)
    assert list(fig.data[0].y) == [0.03, 0.035, 0.03]
    assert fig.layout.yaxis.tickformat == ".2%"


def test_revenue_moving_average_needs_seven_days():
    df = pd.DataFrame({"day": pd.date_range("2025-11-01", periods=8), "revenue": [100.0] * 7 + [800.0]})
    line = charts.revenue_chart(df).data[1]
    assert pd.isna(line.y[5])
    assert line.y[6] == 100.0
    assert line.y[7] == 200.0


def test_formatters():
    assert yen(12_345_678) == "¥12.3M"
    assert pct(0.031) == "3.10%"
    assert delta(110, 100) == "▲ 10.0%"
