"""Grounding behaviours found on the forty-seventh development set's remaining misses and on
the forty-eighth set (bench/ground_cases_dev47, bench/ground_cases_dev48)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import vocab

from .test_grounding_dev5 import write

BENCH = Path(__file__).resolve().parent.parent / "bench"

_TWO_FINDINGS = ("While reading them I found two things:\n\n"
                 "1. **Your migration adds `archived_at` a second time** (line 6 of `db/m2_audit.php`). "
                 "That is the CI failure.\n"
                 "2. **Jonas's `down()` drops a column that doesn't exist**: line 9 of `db/m1_archived.php` is "
                 "`$table->dropColumn('archived');` but the column is `archived_at`.\n\nI haven't changed anything yet.")


def _migrations(root: Path) -> None:
    write(root, {
        "db/m1_archived.php": "<?php\n\nreturn new class extends Migration {\n    public function up(): void\n"
                              "    {\n        $table->timestamp('archived_at')->nullable();\n    }\n"
                              "    public function down(): void\n    {\n        $table->dropColumn('archived');\n"
                              "    }\n};\n",
        "db/m2_audit.php": "<?php\n\nreturn new class extends Migration {\n    public function up(): void\n"
                           "    {\n        $table->timestamp('archived_at')->nullable();\n"
                           "        $table->string('archive_reason')->nullable();\n    }\n"
                           "    public function down(): void\n    {\n"
                           "        $table->dropColumn(['archived_at', 'archive_reason']);\n    }\n};\n"})


def test_a_finding_handed_to_a_colleague_leaves_the_other_one(tmp_path: Path) -> None:
    """「the down() one is in jonas's migration, I'll ping him about it. you fix the other one」: the
    finding named and handed to someone else is set aside, so "the other one" is the first finding
    (not the `down()` of the user's own migration, which the sentence's word `down` also names)
    (dev47 a06)."""
    _migrations(tmp_path)
    history = [{"role": "user", "content": "CI is red: duplicate column archived_at. why?"},
               {"role": "assistant", "content": _TWO_FINDINGS}]
    for sentence in ("ok. the down() one is in jonas's migration, I'll ping him about it. you fix the other one",
                     "the down() one is jonas's, I'll tell him about it. fix the other one"):
        ref = honing.ground(sentence, history, cwd=tmp_path, level="advanced").references[0]
        assert (ref.path, ref.resolved) == ("db/m2_audit.php", True), sentence
        assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 6 <= ref.end_line
    # without the hand-off, "the down() one" is what the sentence asks for
    ref = honing.ground("ok, fix the down() one in jonas's migration", history, cwd=tmp_path,
                        level="advanced").references[0]
    assert ref.path == "db/m1_archived.php"


def test_a_hand_off_is_a_deferral_and_a_question_about_one_is_not() -> None:
    for said in ("I'll ping him about it", "I'll tell her about it", "I'll let them know"):
        assert vocab.first(said, "deferral") is not None, said
    for said in ("can you ping him about it?", "ask him about the migration", "let me know"):
        assert vocab.first(said, "deferral") is None, said
