from reportgen.render import fmt_pct, render_html


def test_pct():
    assert fmt_pct(0.123) == "+12.3%"


def test_weekly_renders():
    html = render_html("weekly.html.j2", kpis=[], start="2025-11-03")
    assert "Week of 2025-11-03" in html
