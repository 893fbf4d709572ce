from unittest import mock

import requests

from octoprint_hsnotify.notifier import Notifier, format_message


def test_format_done():
    assert format_message("PrintDone", {"name": "benchy.gcode"}) == "**🟢 印刷完了**: `benchy.gcode`"


def test_format_done_with_time():
    text = format_message("PrintDone", {"name": "benchy.gcode", "time": 11520.4})
    assert text == "**🟢 印刷完了**: `benchy.gcode` (3時間12分で完了)"


def test_format_unknown_file():
    assert "(不明なファイル)" in format_message("PrintFailed", {})


def test_post_once_on_success():
    n = Notifier("https://discord.test/hook", mock.Mock())
    with mock.patch("requests.post") as post:
        post.return_value.status_code = 204
        n._post("hi", "bot")
    assert post.call_count == 1


def test_retry_on_timeout():
    n = Notifier("https://discord.test/hook", mock.Mock())
    with mock.patch("requests.post", side_effect=[requests.Timeout(), mock.Mock(status_code=204)]) as post:
        n._post("hi", "bot")
    assert post.call_count == 2


def test_no_url_no_post():
    n = Notifier("", mock.Mock())
    with mock.patch("requests.post") as post:
        n.send("hi", "bot")
    assert post.call_count == 0
