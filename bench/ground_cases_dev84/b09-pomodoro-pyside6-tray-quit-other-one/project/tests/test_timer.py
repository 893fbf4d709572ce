import time

from pomo.timer import Phase, PomodoroTimer


def test_counts_down(qtbot, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    t = PomodoroTimer(60, 30)
    t.start()
    now[0] += 10
    assert t.remaining() == 50


def test_pause_freezes_remaining(qtbot, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    t = PomodoroTimer(60, 30)
    t.start()
    now[0] += 10
    t.pause()
    now[0] += 100
    assert t.remaining() == 50


def test_resume_continues_from_pause(qtbot, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    t = PomodoroTimer(60, 30)
    t.start()
    now[0] += 10
    t.pause()
    now[0] += 100
    t.resume()
    now[0] += 5
    assert t.remaining() == 45


def test_skip_switches_phase(qtbot):
    t = PomodoroTimer(60, 30)
    with qtbot.waitSignal(t.phase_finished) as blocker:
        t.skip()
    assert blocker.args == [Phase.WORK]
    assert t.phase is Phase.BREAK
