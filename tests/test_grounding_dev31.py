"""Grounding behaviours found on the thirtieth development set's last misses and on the
thirty-first set (bench/ground_cases_dev31)."""

from __future__ import annotations

import json
from pathlib import Path

import honing

from .test_grounding_dev5 import write

CASES30 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev30"

_FORMATTER = ("package billing;\n\npublic class MoneyFormatter {\n"
              + "".join(f"    // formatting note {n}\n" for n in range(4, 19))
              + "    public String format(BigDecimal amount, Currency currency) {\n"
              "        NumberFormat nf = NumberFormat.getCurrencyInstance(Locale.GERMANY);\n"
              "        nf.setCurrency(currency);\n        return nf.format(amount);\n    }\n}\n")
_MAPPER = ("package billing;\n\npublic class InvoiceMapper {\n"
           + "".join(f"    // mapping note {n}\n" for n in range(4, 19))
           + "    public InvoiceDto toDto(Invoice invoice) {\n        return InvoiceDto.builder()\n"
           "                .number(invoice.getNumber())\n"
           "                .currency(billingProperties.getDefaultCurrency())\n"
           "                .build();\n    }\n}\n")


def _session(aside: str) -> list[dict[str, object]]:
    """Turn 1 reports CHF invoices mailed in EUR; the agent fixes MoneyFormatter (its search shows
    InvoiceMapper.java:22) and ends with ``aside``; turn 2 is a side question."""
    edit = {"file_path": "src/main/java/billing/MoneyFormatter.java",
            "old_string": "        NumberFormat nf", "new_string": "        nf.setCurrency(currency);\n        NumberFormat nf"}
    return [{"role": "user", "content": "swiss customers get their invoice mail in EUR, the db says CHF. pls fix"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "g1", "type": "function", "function": {"name": "grep", "arguments": json.dumps({"pattern": "currency"})}},
                {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
            {"role": "tool", "tool_call_id": "g1",
             "content": "src/main/java/billing/InvoiceMapper.java:22:                .currency(billingProperties.getDefaultCurrency())"},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": "Found it in `MoneyFormatter.format()`: it never used the currency it is "
                                             "given. It now calls `nf.setCurrency(currency)`.\n\n" + aside},
            {"role": "user", "content": "what's the command to run only the formatter tests again?"},
            {"role": "assistant", "content": "`./mvnw test -Dtest=MoneyFormatterTest`."}]


def _project(tmp_path: Path) -> Path:
    return write(tmp_path, {"src/main/java/billing/MoneyFormatter.java": _FORMATTER,
                            "src/main/java/billing/InvoiceMapper.java": _MAPPER})


def test_a_fix_that_missed_turns_to_the_suspect_the_agent_set_aside(tmp_path: Path) -> None:
    """"the invoice mail still says € . so that wasnt it": the fixing reply had named `InvoiceMapper`
    setting the currency from the default "at line 22" and left it as is; its own search showed the
    file. That suspect is the referent, not the formatter the fix changed (dev30 a08)."""
    aside = ("(The search also shows `InvoiceMapper` setting the DTO currency from the default currency at line "
             "22. I left that as is; the mail passes the invoice currency to the formatter.)")
    ref = honing.ground("deployed, the invoice mail still says € . so that wasnt it", _session(aside),
                        cwd=_project(tmp_path), turns=2).references[0]
    assert ref.resolved and ref.path == "src/main/java/billing/InvoiceMapper.java", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 22 <= ref.end_line, ref


def test_an_unrelated_remark_is_no_suspect_when_a_fix_missed(tmp_path: Path) -> None:
    """The same session whose aside shares no word with the report ("the build log is noisy …"):
    "so that wasnt it" stays with the defect the fix was for."""
    aside = "(I also noticed `InvoiceMapper` logs every build at debug level. I left that as is.)"
    ref = honing.ground("deployed, the invoice mail still says € . so that wasnt it", _session(aside),
                        cwd=_project(tmp_path), turns=2).references[0]
    assert ref.path != "src/main/java/billing/InvoiceMapper.java", ref


def test_without_saying_the_fix_missed_the_aside_is_not_taken(tmp_path: Path) -> None:
    """"thanks, now the invoice mail: add the logo" does not say the fix missed: not the aside."""
    aside = ("(The search also shows `InvoiceMapper` setting the DTO currency from the default currency at line "
             "22. I left that as is; the mail passes the invoice currency to the formatter.)")
    result = honing.ground("thanks. now fix the invoice mail footer", _session(aside), cwd=_project(tmp_path), turns=2)
    ref = result.references[0]
    assert ref.path != "src/main/java/billing/InvoiceMapper.java", ref


def test_the_missed_fix_route_reads_the_bench_session() -> None:
    """The dev30 a08 Codex session itself: InvoiceMapper.toDto, line 30."""
    import tomllib

    case_dir = next(CASES30.glob("a08-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert ref.resolved and ref.path == case["expect"]["path"], ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= case["expect"]["line"] <= ref.end_line, ref


_HANDLER = ("package orders\n\n"
            + "".join(f"// handler note {n}\n" for n in range(3, 20))
            + "func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {\n"
            "\tpage, size := pageParams(r)\n\tall := h.store.List(r.Context())\n"
            "\tstart := page * size\n\tend := min(start+size, len(all))\n"
            "\twriteJSON(w, http.StatusOK, all[start:end])\n}\n")


def _paging_session() -> list[dict[str, object]]:
    edit = {"file_path": "internal/orders/handler.go", "old_string": "\twriteJSON(w, http.StatusOK, all)\n",
            "new_string": "\tstart := page * size\n\tend := min(start+size, len(all))\n"
                          "\twriteJSON(w, http.StatusOK, all[start:end])\n"}
    return [{"role": "user", "content": "listOrders 加个分页 ?page=&size="},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": "分页加好了，`page` 从 1 开始。"},
            {"role": "user", "content": "ci 上的 go 版本支持内置 min 吗"},
            {"role": "assistant", "content": "支持，Go 1.21 起就有。"}]


def test_a_pasted_slice_panic_points_at_the_slice_the_agent_wrote(tmp_path: Path) -> None:
    """"staging 点最后一页直接500了 … runtime error: slice bounds out of range [40:23]" names no
    frame and no call: the slice expression the agent's pagination edit wrote is the suspect, in
    the function that computes its bounds (dev27 c01)."""
    root = write(tmp_path, {"internal/orders/handler.go": _HANDLER, "internal/orders/store.go": "package orders\n"})
    sentence = ("staging 点最后一页直接500了 日志里是 `http: panic serving 10.0.3.17:52144: runtime error: slice bounds "
                "out of range [40:23]`")
    ref = honing.ground(sentence, _paging_session(), cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "internal/orders/handler.go", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 23 <= ref.end_line, ref


def test_an_index_error_the_window_already_showed_is_not_blamed_on_the_new_code(tmp_path: Path) -> None:
    """The same panic, when a tool result in the window already showed it, is not read as raised
    by the new slice: that route stands aside."""
    from honing.grounding.routes import _raised_by_edit
    from honing.sessions.openai import parse_messages

    session = _paging_session()
    session[-1] = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "r1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"go test\"}"}}]}
    session.append({"role": "tool", "tool_call_id": "r1", "content": "panic: runtime error: slice bounds out of range [40:23]"})
    turns = parse_messages(session).turns
    sentence = "runtime error: slice bounds out of range [40:23]"
    assert _raised_by_edit(sentence, turns, {t.index: frozenset() for t in turns}) is None
    assert _raised_by_edit(sentence, turns[:1], {t.index: frozenset() for t in turns}) is not None
