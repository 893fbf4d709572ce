from app.history import count_tokens, trim_history


def msg(role, text):
    return {"role": role, "content": text}


def test_keeps_system_and_new_question():
    system = msg("system", "sys")
    new = msg("user", "質問")
    assert trim_history(system, [], new) == [system, new]


def test_drops_oldest_first(monkeypatch):
    from app import history
    monkeypatch.setattr(history.get_settings(), "max_context_tokens", 60)
    system = msg("system", "sys")
    old = [msg("user", "あ" * 40), msg("assistant", "い" * 40), msg("user", "う"), msg("assistant", "え")]
    out = trim_history(system, old, msg("user", "new"))
    assert out[0] == system
    assert out[-1]["content"] == "new"
    assert old[0] not in out


def test_history_starts_with_user(monkeypatch):
    from app import history
    monkeypatch.setattr(history.get_settings(), "max_context_tokens", 30)
    old = [msg("user", "x" * 50), msg("assistant", "short"), msg("user", "q"), msg("assistant", "a")]
    out = trim_history(msg("system", "s"), old, msg("user", "n"))
    assert out[1]["role"] == "user"


def test_count_tokens_has_overhead():
    assert count_tokens(msg("user", "")) == 4
