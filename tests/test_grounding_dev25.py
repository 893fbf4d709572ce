"""Grounding behaviours found on the twenty-fifth development set (bench/ground_cases_dev25):
an option the sentence turns down ("not the nil check") picks the other, and a .NET stack
frame names its method, so a line moved since the build still finds it."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import mentions
from honing.grounding.kept import turned_down

from .test_grounding_dev5 import write

_STORE = "\n".join(["package session", "", "type Store struct {", "\titems map[string]*Entry", "\tttl   int", "}", "",
                    "func NewStore(ttl int) *Store {", "\treturn &Store{items: make(map[string]*Entry), ttl: ttl}", "}",
                    "", "func (s *Store) Touch(id string, e *Entry) {", "\ts.items[id] = e", "}", ""])
_MANAGER = "\n".join(["package session", "", "type Manager struct {", "\tstore *Store", "}", "",
                      "func NewManager(cfg Config) *Manager {", "\treturn &Manager{", "\t\tstore: &Store{ttl: cfg.TTL},",
                      "\t}", "}", ""])
_OPTIONS = ("The panic is at `store.go:13` (`s.items[id] = e`), but the store is fine: `NewManager` in "
            "`internal/session/manager.go:9` builds it with a struct literal, so `items` is nil.\n\n"
            "Two ways to fix it:\n\n"
            "1. **Nil check in `Touch`**: `if s.items == nil { s.items = make(...) }`. Stops the panic, hides the mistake.\n"
            "2. **Build the store properly in `NewManager`**: `store: NewStore(cfg.TTL),`.\n\n"
            "I'd go with 2. Want me to apply it?")


def test_turned_down_parts_are_read_apart() -> None:
    assert turned_down("ok do it properly this time, not the nil check") == ("ok do it properly this time, ", " nil check")
    assert turned_down("nil チェックじゃなくて、ちゃんと直して")[1] == "nil チェック"
    assert turned_down("加判空那个不要，改构造函数")[1] == "加判空"
    assert turned_down("fix the login bug") == ("fix the login bug", "")


def test_an_option_turned_down_picks_the_other(tmp_path: Path) -> None:
    """"back to the panic. do it, not the nil check" after a reply offering (1) a nil check
    in `Touch` and (2) building the store in `NewManager`: the sentence's only item words
    name the option it refuses, so the other is meant (dev25 a01). Without the "not",
    "the nil check" picks item 1."""
    root = write(tmp_path, {"internal/session/store.go": _STORE, "internal/session/manager.go": _MANAGER})
    messages = [{"role": "user", "content": "staging panics: assignment to entry in nil map"},
                {"role": "assistant", "content": _OPTIONS},
                {"role": "user", "content": "does go vet catch nil map writes?"},
                {"role": "assistant", "content": "No, `go vet` does not flag writes to a nil map."}]
    ref = honing.ground("ok back to the panic. do it, not the nil check", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "internal/session/manager.go", ref
    nil = honing.ground("ok back to the panic. do the nil check", messages, cwd=root, turns=2).references[0]
    assert nil.resolved and nil.path == "internal/session/store.go", nil
    ja = honing.ground("さっきの panic、nil チェックじゃなくて直して", messages, cwd=root, turns=2).references[0]
    assert ja.resolved and ja.path == "internal/session/manager.go", ja


_TRACE = ("System.InvalidOperationException: Nullable object must have a value.\n"
          "   at System.Nullable`1.get_Value()\n"
          "   at Billing.Services.InvoiceService.GetDueDate(Invoice invoice) in /src/Services/InvoiceService.cs:line 12\n"
          "   at Billing.Services.InvoiceService.<>c__DisplayClass5_0.<ListOverdue>b__0(Invoice i) in "
          "/src/Services/InvoiceService.cs:line 7\n"
          "   at Billing.Services.InvoiceService.ListOverdue() in /src/Services/InvoiceService.cs:line 7\n")


def test_a_dotnet_frame_names_its_method_and_a_lambda_its_enclosing_one() -> None:
    found = [(m.value, m.line, m.symbol) for m in mentions.find(_TRACE) if m.kind == "location"]
    assert found == [("/src/Services/InvoiceService.cs", 12, "GetDueDate"),
                     ("/src/Services/InvoiceService.cs", 7, "ListOverdue")], found


def test_a_pasted_dotnet_trace_finds_its_method_where_it_stands_now(tmp_path: Path) -> None:
    """The trace says line 12, logged by the deployed build; since then the agent added a
    method above, and `GetDueDate` with its `.Value` stands lower. The deepest frame's
    method is the place, not what line 12 holds now (dev25 a06)."""
    lines = ["namespace Billing.Services;", "", "public class InvoiceService", "{",
             "    public List<Invoice> ListOverdue()", "    {",
             "        return _invoices.Where(i => GetDueDate(i) < _clock.Today).ToList();", "    }", "",
             "    public async Task<byte[]> RenderPdfAsync(Guid id)", "    {",
             "        var invoice = await _repo.FindAsync(id);", "        return _renderer.Render(invoice);", "    }", "",
             "    private DateOnly GetDueDate(Invoice invoice)", "    {",
             "        return invoice.IssuedOn.AddDays(invoice.Customer.NetDays.Value);", "    }", "}", ""]
    root = write(tmp_path, {"src/Services/InvoiceService.cs": "\n".join(lines)})
    messages = [{"role": "user", "content": "add a pdf endpoint for invoices"},
                {"role": "assistant", "content": "Added `RenderPdfAsync` to `InvoiceService.cs`."}]
    ref = honing.ground("fix this:\n\n" + _TRACE, messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.symbol == "GetDueDate", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 18 <= ref.end_line, ref
