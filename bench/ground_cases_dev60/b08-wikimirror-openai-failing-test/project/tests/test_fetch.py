import responses

from wikigen import fetch


@responses.activate
def test_category_members_follows_continue():
    responses.get(fetch.API, json={"query": {"categorymembers": [{"title": "A"}]}, "continue": {"cmcontinue": "x"}})
    responses.get(fetch.API, json={"query": {"categorymembers": [{"title": "B"}]}})
    import requests
    assert fetch.category_members(requests.Session(), "アイテム") == ["A", "B"]


@responses.activate
def test_page_html():
    responses.get(fetch.API, json={"parse": {"text": {"*": "<p>hi</p>"}}})
    import requests
    assert fetch.page_html(requests.Session(), "A") == "<p>hi</p>"
