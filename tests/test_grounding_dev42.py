"""Grounding behaviours found on the forty-second development set (bench/ground_cases_dev42)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_HELPER = "".join(f"// width helper {n}\n" for n in range(16))
_RENDER = ("pub fn pad(s: &str) -> String {\n    format!(\"{s:<12}\")\n}\n\n"
           + "".join(f"// note {n}\n" for n in range(5, 12))
           + "pub fn truncate(s: &str, max: usize) -> String {\n    if s.len() <= max {\n        return s.to_string();\n"
           "    }\n    let cut = max - 1;\n    format!(\"{}…\", &s[..cut])\n}\n"
           + "".join(f"// tail {n}\n" for n in range(19, 40)))


def _render_session() -> tuple[str, list[dict[str, object]]]:
    """A session whose edit put sixteen lines above `truncate`; the file as it stands after it."""
    anchor = "// note 11\n"
    edit = {"file_path": "src/render.rs", "old_string": anchor, "new_string": anchor + _HELPER}
    session = [
        {"role": "user", "content": "make the message column follow the terminal width"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "Done: the width helper sits above `truncate` in src/render.rs; cargo test passes."}]
    return _RENDER.replace(anchor, anchor + _HELPER), session


def test_a_panic_from_an_older_build_is_read_in_the_file_before_the_sessions_edits(tmp_path: Path) -> None:
    """A Rust panic pasted from yesterday's build names line 17, the byte slice in `truncate`; the
    session has since put sixteen lines above it, and line 17 indexes nothing now. The line is read in
    the file before the session's edits and found where it stands now (dev42 a01, c03; dev41 b02)."""
    now, session = _render_session()
    project = write(tmp_path, {"src/render.rs": now})
    slice_line = now.split("\n").index("    format!(\"{}…\", &s[..cut])") + 1
    assert _RENDER.split("\n")[16] == "    format!(\"{}…\", &s[..cut])"  # line 17 before the edit
    sentence = ("ops sent me this from yesterday's build:\n\nthread 'main' panicked at src/render.rs:17:21:\n"
                "byte index 39 is not a char boundary; it is inside 'ü' (bytes 38..40)\n\nfix that pls")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert (ref.path, ref.symbol) == ("src/render.rs", "truncate"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= slice_line <= ref.end_line


def test_a_panic_at_a_line_that_indexes_is_read_where_it_stands(tmp_path: Path) -> None:
    """The same panic at a line that slices now is about the code as it is: no undoing."""
    now, session = _render_session()
    project = write(tmp_path, {"src/render.rs": now})
    slice_line = now.split("\n").index("    format!(\"{}…\", &s[..cut])") + 1
    sentence = (f"thread 'main' panicked at src/render.rs:{slice_line}:21:\n"
                "byte index 39 is not a char boundary; it is inside 'ü' (bytes 38..40)\n\nfix that")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.symbol == "truncate" and ref.start_line is not None and ref.start_line <= slice_line, ref


_BATCH = ("package jp.example;\n\npublic class ReminderBatch {\n"
          "    private static final String[] SUBJECTS = {\"a\", \"b\", \"c\"};\n\n"
          + "".join(f"    // note {n}\n" for n in range(6, 14))
          + "    public void run() {\n        for (Reminder r : repo.due()) {\n            send(r);\n        }\n    }\n\n"
          "    void send(Reminder r) {\n        mailer.send(r.to(), subjectFor(r));\n    }\n\n"
          "    String subjectFor(Reminder r) {\n        return SUBJECTS[r.kind().ordinal()];\n    }\n"
          + "".join(f"    // tail {n}\n" for n in range(28, 44)) + "}\n")
_MAIN = ("package jp.example;\n\npublic class Main {\n" + "".join(f"    // note {n}\n" for n in range(4, 10))
         + "    public static void main(String[] args) {\n        new ReminderBatch().run();\n    }\n"
         + "".join(f"    // tail {n}\n" for n in range(13, 40)) + "}\n")


def test_every_frame_of_a_java_trace_from_before_the_session_moves_with_it(tmp_path: Path) -> None:
    """A production trace from before the session: `Index 3 out of bounds for length 3` at
    subjectFor (line 24 then). The session added batching lines above; each frame in that file is read
    in the file before the edits, and `Exception in thread "main"` names no function (dev42 b05)."""
    added = "".join(f"    private int batch{n};\n" for n in range(10))
    anchor = "    // note 13\n"
    edit = {"file_path": "src/main/java/jp/example/ReminderBatch.java", "old_string": anchor, "new_string": anchor + added}
    session = [{"role": "user", "content": "add a --batch-size option"},
               {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
               {"role": "tool", "tool_call_id": "e1", "content": "ok"},
               {"role": "assistant", "content": "Added batching fields to ReminderBatch; mvn test passes."}]
    project = write(tmp_path, {"src/main/java/jp/example/ReminderBatch.java": _BATCH.replace(anchor, anchor + added),
                               "src/main/java/jp/example/Main.java": _MAIN})
    old = _BATCH.split("\n")
    at = {name: old.index(text) + 1 for name, text in (("subjectFor", "        return SUBJECTS[r.kind().ordinal()];"),
                                                      ("send", "        mailer.send(r.to(), subjectFor(r));"),
                                                      ("run", "            send(r);"))}
    sentence = ("本番ログにこれ出てて、リマインド全部止まってた。直して\n\n"
                "Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3\n"
                f"\tat jp.example.ReminderBatch.subjectFor(ReminderBatch.java:{at['subjectFor']})\n"
                f"\tat jp.example.ReminderBatch.send(ReminderBatch.java:{at['send']})\n"
                f"\tat jp.example.ReminderBatch.run(ReminderBatch.java:{at['run']})\n"
                "\tat jp.example.Main.main(Main.java:11)")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert (ref.path, ref.symbol) == ("src/main/java/jp/example/ReminderBatch.java", "subjectFor"), ref
