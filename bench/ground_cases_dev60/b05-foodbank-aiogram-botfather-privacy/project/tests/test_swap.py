from foodbank_bot.config import Config
from foodbank_bot.handlers.swap import is_swap_request

CFG = Config(bot_token="x", group_chat_id=-100, admin_ids=frozenset())


def test_detects_request():
    assert is_swap_request("土曜の午前、交代お願いします！", CFG)


def test_detects_other_phrase():
    assert is_swap_request("日AM 代わってください🙏", CFG)


def test_ignores_chat():
    assert not is_swap_request("今日もおつかれさまでした", CFG)
