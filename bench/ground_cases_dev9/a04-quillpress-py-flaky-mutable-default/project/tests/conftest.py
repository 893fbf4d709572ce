import pytest

from quillpress.pages import Page


@pytest.fixture
def site():
    return [
        Page("index.md", "Home", '<link href="/static/css/site.css"><img src="/static/img/logo.svg">'),
        Page("notes/git.md", "Git", '<link href="/static/css/site.css"><a href="/notes/rebase/">rebase</a>'),
        Page("search.md", "Search", '<link href="/static/css/site.css"><script src="/static/js/search.js"></script>'),
    ]


@pytest.fixture
def site_dir(tmp_path):
    src = tmp_path / "src"
    (src / "_templates").mkdir(parents=True)
    (src / "_templates" / "page.html").write_text("<html><body>{{ page.html | safe }}</body></html>")
    (src / "_static" / "css").mkdir(parents=True)
    (src / "_static" / "css" / "site.css").write_text("body{}")
    (src / "index.md").write_text('# Home\n\n<link href="/static/css/site.css">\n')
    return src
