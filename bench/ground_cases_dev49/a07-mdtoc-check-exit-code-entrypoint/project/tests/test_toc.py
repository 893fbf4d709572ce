from mdtoc.toc import Heading, headings, render, slugify, update_toc


def test_slugify_repeats():
    seen = {}
    assert slugify("Install", seen) == "install"
    assert slugify("Install", seen) == "install-1"
    assert slugify("What's new?", seen) == "whats-new"


def test_headings_skip_fences():
    lines = ["# A", "```", "# not a heading", "```", "## B"]
    assert headings(lines) == [Heading(1, "A"), Heading(2, "B")]


def test_render_indents_from_top_level():
    assert render([Heading(2, "A"), Heading(3, "B")]) == ["- [A](#a)", "  - [B](#b)"]


def test_update_replaces_between_markers():
    text = "# T\n<!-- toc -->\nold\n<!-- tocstop -->\n## One\n## Two\n"
    assert update_toc(text) == "# T\n<!-- toc -->\n- [One](#one)\n- [Two](#two)\n<!-- tocstop -->\n## One\n## Two\n"


def test_depth_limits_levels():
    text = "<!-- toc -->\n<!-- tocstop -->\n# A\n## B\n### C\n"
    assert "[C]" not in update_toc(text, depth=2)
    assert "[B]" in update_toc(text, depth=2)


def test_update_is_idempotent():
    text = "<!-- toc -->\n<!-- tocstop -->\n# A\n## B\n"
    once = update_toc(text)
    assert update_toc(once) == once
