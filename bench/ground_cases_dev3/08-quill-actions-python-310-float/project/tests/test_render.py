from quill.render import render_blocks, render_inline


def test_render_blocks_drops_none():
    assert render_blocks([1, None, 2]) == [1, 2]


def test_render_inline_drops_none():
    assert render_inline([1, None, 2]) == [1, 2]
