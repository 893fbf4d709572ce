"""Dash entry point: python -m dash_app.app"""
from __future__ import annotations

from datetime import date, timedelta

from dash import Dash, Input, Output, dcc, html

from dash_app import charts, queries
from dash_app.format import pct, yen

app = Dash(__name__, title="KPI")

app.layout = html.Div([
    html.H2("日次 KPI"),
    dcc.DatePickerRange(
        id="range",
        start_date=date.today() - timedelta(days=30),
        end_date=date.today() - timedelta(days=1),
        display_format="YYYY/MM/DD",
    ),
    html.Div(id="cards", className="cards"),
    dcc.Graph(id="revenue"),
    dcc.Graph(id="sessions"),
    dcc.Graph(id="cvr"),
])


@app.callback(
    Output("cards", "children"),
    Output("revenue", "figure"),
    Output("sessions", "figure"),
    Output("cvr", "figure"),
    Input("range", "start_date"),
    Input("range", "end_date"),
)
def update(start_date: str, end_date: str):
    df = queries.daily_kpis(date.fromisoformat(start_date), date.fromisoformat(end_date))
    cards = [
        html.Div([html.Small("売上"), html.Strong(yen(df["revenue"].sum()))]),
        html.Div([html.Small("注文"), html.Strong(f"{df['orders'].sum():,}")]),
        html.Div([html.Small("CVR"), html.Strong(pct(df["orders"].sum() / df["sessions"].sum()))]),
    ]
    return cards, charts.revenue_chart(df), charts.sessions_chart(df), charts.cvr_chart(df)


if __name__ == "__main__":
    app.run(debug=True)
