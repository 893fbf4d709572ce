from mdlite import escape_html, render_inline, to_html


def test_escape_quotes_for_attributes():
    assert escape_html("a\"b'c<d>&") == "a&quot;b&#x27;c&lt;d&gt;&amp;"
    assert escape_html("a\"b", quote=False) == "a\"b"


def test_link_with_title():
    html = render_inline('[docs](https://x.dev/?a=1&b=2 "The docs")')
    assert html == '<a href="https://x.dev/?a=1&amp;b=2" title="The docs">docs</a>'


def test_code_span_is_literal():
    assert render_inline("use `<b>*x*</b>`") == "use <code>&lt;b&gt;*x*&lt;/b&gt;</code>"


def test_emphasis_and_strong():
    assert render_inline("**a** and *b*") == "<strong>a</strong> and <em>b</em>"


def test_heading_ids_are_unique():
    assert to_html("# A\n\n# A\n") == '<h1 id="a">A</h1>\n<h1 id="a-1">A</h1>\n'
