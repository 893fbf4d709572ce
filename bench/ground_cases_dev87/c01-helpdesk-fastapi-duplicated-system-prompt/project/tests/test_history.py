from app.chat.history import count_tokens, trim_history


def test_trim_keeps_system_and_newest():
    msgs = [{"role": "system", "content": "sys"}] + [
        {"role": "user" if i % 2 == 0 else "assistant", "content": "x" * 400} for i in range(10)
    ]
    out = trim_history(msgs, budget=400)
    assert out[0]["role"] == "system"
    assert out[-1] is msgs[-1]
    assert sum(count_tokens(m) for m in out) <= 400


def test_trim_noop_under_budget():
    msgs = [{"role": "user", "content": "hi"}]
    assert trim_history(msgs, budget=100) == msgs
