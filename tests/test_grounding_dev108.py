"""Grounding behaviours found on the hundred-and-eighth development set (bench/ground_cases_dev108, the everyday
middle in any stack), measured untouched at 747fbffe and at 1090d697 (23 of 30 both times), then developed on in
the sixty-third round."""

from __future__ import annotations

import json

from honing.grounding.blocks import block_end
from honing.grounding.rewritten import _in_use
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located


def test_a_refactor_that_dropped_a_step_blames_the_function_the_callers_use() -> None:
    """"pretty sure that started with your hook cleanup" after a refactor that wrote `useDebounce` (called by the two
    components it replaced code in) and `useDebouncedCallback` "for later" (called by nothing): the dropped
    `clearTimeout` is missing from the one that runs, not from the idle one (a02)."""
    hook = ToolCall("Write", json.dumps({"file_path": "src/hooks/useDebounce.ts", "content": (
        "export function useDebounce(value, delayMs) {\n  useEffect(() => {\n    setTimeout(() => set(value), delayMs);\n"
        "  }, [value]);\n}\n\nexport function useDebouncedCallback(fn, delayMs) {\n  useEffect(() => () => {\n"
        "    clearTimeout(timer.current);\n  }, []);\n}\n")}), "ok", ("src/hooks/useDebounce.ts",), False)
    caller = ToolCall("Edit", json.dumps({"file_path": "src/SearchBox.tsx", "old_string": "const [q, setQ] = useState('');",
                                          "new_string": "const q = useDebounce(text, 300);"}), "ok", ("src/SearchBox.tsx",), False)
    turn = Turn(1, "pull it into a hook, no behaviour change", "Done.", tools=(hook, caller))
    written = ["export function useDebounce(value, delayMs) {", "setTimeout(() => set(value), delayMs);",
               "export function useDebouncedCallback(fn, delayMs) {", "useEffect(() => () => {",
               "clearTimeout(timer.current);", "}, [value]);"]
    kept = _in_use(turn, written)
    assert "setTimeout(() => set(value), delayMs);" in kept
    assert "useEffect(() => () => {" not in kept and "clearTimeout(timer.current);" not in kept
    # (nothing to narrow when no function it wrote is called, or each is)
    assert _in_use(Turn(1, "pull it into a hook", "Done.", tools=(hook,)), written) == []
    # (nor when the idle one stood before the turn: it may have callers the session never showed)
    before = Turn(0, "what does useDebouncedCallback do?", "It delays a callback.")
    assert _in_use(turn, written, [before]) == []
    # (a function the module calls below itself runs, and so do a decorated route and a constructor)
    script = ToolCall("Write", json.dumps({"file_path": "report.py", "content": (
        "def load(path):\n    return open(path).read().splitlines()\n\ndef total(rows):\n    return sum(rows)\n\n"
        "def main():\n    rows = load('a.csv')[1:]\n    print(total(rows[1:]))\n\nif __name__ == '__main__':\n    main()\n"
        "\n@bp.get('/api/price')\ndef get_price():\n    return total([1])\n\nclass Cache:\n    def __init__(self, ttl):\n"
        "        self.ttl = ttl * 60\n")}), "ok", ("report.py",), False)
    lines = ["rows = load('a.csv')[1:]", "print(total(rows[1:]))", "return total([1])", "self.ttl = ttl * 60"]
    assert _in_use(Turn(1, "tidy report.py, same output", "Done.", tools=(script,)), lines, []) == []
    activity = ToolCall("Write", json.dumps({"file_path": "MainActivity.kt", "content": (
        "override fun onCreate(savedInstanceState: Bundle?) {\n    setContentView(R.layout.main)\n    render(load())\n}\n"
        "private fun load(): List<Item> = repo.items()\nprivate fun render(items: List<Item>) {\n    adapter.submit(items)\n}\n")}),
        "ok", ("MainActivity.kt",), False)
    kotlin = ["setContentView(R.layout.main)", "render(load())", "adapter.submit(items)"]
    assert _in_use(Turn(1, "split onCreate up, no behaviour change", "Done.", tools=(activity,)), kotlin, []) == []
    assert located("ground_cases_dev108", "a02")


def test_a_ruby_method_runs_through_its_own_rescue_clause() -> None:
    """`def next_renewal_on` … `rescue Date::Error` / `base + 30 * plan.interval_months` / `end`: the fallback the
    reply names (line 49) is inside the method, not after it (a10)."""
    lines = ["class Subscription", "  def next_renewal_on", "    Date.new(year, month, anchor_day)", "  rescue Date::Error",
             "    base + 30 * plan.interval_months", "  ensure", "    log", "  end", "", "  def due?", "  end", "end"]
    assert block_end(lines, 2, "end") == 8
    assert block_end(lines, 10, "end") == 11
    assert located("ground_cases_dev108", "a10")

