from quillpress.links import broken_links, collect_links


def test_collect_links_skips_static(site):
    assert collect_links(site) == ["/notes/rebase/"]


def test_broken_links(site):
    assert broken_links(site) == ["/notes/rebase/"]
