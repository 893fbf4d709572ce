from mailer.render import render_html


def test_render_html_drops_none():
    assert render_html([1, None, 2]) == [1, 2]
