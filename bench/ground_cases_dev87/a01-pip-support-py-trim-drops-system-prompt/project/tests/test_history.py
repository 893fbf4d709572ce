from app.history import to_transcript, trim_history


def msg(role, n):
    return {"role": role, "content": "x" * n}


def test_short_history_untouched():
    messages = [msg("system", 40), msg("user", 40), msg("assistant", 40)]
    assert trim_history(messages, budget=10_000) == messages


def test_trim_keeps_latest_message():
    messages = [msg("system", 40)] + [msg("user", 4000), msg("assistant", 4000)] * 10 + [msg("user", 40)]
    trimmed = trim_history(messages, budget=3_000)
    assert trimmed[-1] == messages[-1]
    assert len(trimmed) < len(messages)


def test_transcript_skips_system():
    text = to_transcript([{"role": "system", "content": "s"}, {"role": "user", "content": "hi"},
                          {"role": "assistant", "content": "hello - Pip"}])
    assert text == "Customer: hi\nPip: hello - Pip"
