"""Grounding behaviours found on the eightieth development set (bench/ground_cases_dev80: configuration,
feature flags, logging and monitoring), measured untouched at e7507a3f in the fifty-third round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab

from .test_grounding_dev45 import located


def test_an_aside_beside_an_answer_taken_up_again_by_its_own_word() -> None:
    """Turn 3 answers a question about buckets and adds 「另外刚才 grep `WithLabelValues` 的时候看到一个同类问题：
    `internal/orders/handler.go:56` … `reason` label 直接用的 `err.Error()`」; 「先不管那个」 puts it off; after two
    more tasks 「行，刚才说的 reason 那个 label 现在改吧」 takes it up: no edit was made in that turn, and only the aside
    says "reason" (dev80 c01). 「按刚才说的 …改掉吧」 approves; it takes nothing up (dev35 c10)."""
    assert vocab.first("另外刚才 grep `WithLabelValues` 的时候看到一个同类问题：", "left_alone")
    assert vocab.first("行，刚才说的 reason 那个 label 现在改吧", "resume")
    assert not vocab.first("ok 那就按刚才说的 在上游把金额那个改掉吧", "resume")
    assert located("ground_cases_dev80", "c01")
    assert located("ground_cases_dev35", "c10")
    # (a word the request of that turn said takes nothing up by itself: 「回到那个panic吧」, dev29 c01)
    assert located("ground_cases_dev29", "c01")


def test_an_aside_that_names_a_line_only_read_once() -> None:
    """「另外顺带看到一个跟费用无关的问题：第 41 行 `send_default_pii=True`…」 names no file: the file is the one whose
    shown lines hold the quoted code, not every file the turn's tools listed (dev80 c02)."""
    assert located("ground_cases_dev80", "c02")


def test_a_value_a_fix_set_is_still_not_right() -> None:
    """「半夜响的那个，10 分钟还是太长了，改 5 分钟」 is still about the alert turn 1 changed to `for: 10m` (dev80 c08)."""
    assert vocab.first("10 分钟还是太长了，改 5 分钟", "still")
    assert vocab.first("10 minutes is still too long, make it 5", "still")
    assert located("ground_cases_dev80", "c08")


def test_a_finished_turn_named_by_a_loanword() -> None:
    """「ALB 側が 503 しか unhealthy 扱いしないらしい。さっきのヘルスチェック、それに合わせて」 reports nothing and names the
    /health endpoint turn 4 built (ヘルスチェック: health), not the metric unit of turn 5 (dev80 b10)."""
    assert vocab.english_of("さっきのヘルスチェック") >= {"health"}
    assert located("ground_cases_dev80", "b10")


def test_a_timeout_setting_is_no_defect() -> None:
    """「upstream のタイムアウトは `config.go` 26 行目で 30 秒なので」 states a setting; 「API がタイムアウトする」 reports one."""
    assert not vocab.first("upstream のタイムアウトは `config.go` 26 行目で 30 秒なので、", "defect")
    assert vocab.first("API がタイムアウトする", "defect")
    assert vocab.first("タイムアウトになってる", "defect")
    assert vocab.first("タイムアウトは 30 秒で切れてしまう。", "defect")


def test_a_value_a_constant_list_turns_away(tmp_path: Path) -> None:
    """「iPhone 录的视频现在传不了了 报 unsupported content type: video/quicktime」 located at the `throw` under
    `!ALLOWED_TYPES.includes(…)`: the list is the place (dev78 c03); as in Python's `not in`, PHP's `in_array` and Go's
    `slices.Contains`. A value the list holds, a sentence that pastes no message of that line, a path or "e.g", a
    check that is not negated, or a list built from other constants, move nothing."""
    from honing.grounding.listed import not_listed
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project

    files = {
        "upload.ts": "const ALLOWED_TYPES = ['video/mp4', 'video/webm'];\n\nexport function start(t: string) {\n"
                     "  if (!ALLOWED_TYPES.includes(t)) {\n    throw new Error(`unsupported content type: ${t}`);\n  }\n}\n",
        "upload.py": "ALLOWED_EXTENSIONS = (\n    \".jpg\",\n    \".png\",\n)\n\n\ndef check(name):\n"
                     "    if ext(name) not in ALLOWED_EXTENSIONS:\n        raise ValueError(f\"unsupported file: {name}\")\n",
        "Upload.php": "<?php\nclass Upload {\n    const ALLOWED_MIME = ['image/png'];\n    public function check($m) {\n"
                      "        if (!in_array($m, self::ALLOWED_MIME, true)) {\n            throw new Exception(\"unsupported mime type $m\");\n"
                      "        }\n    }\n}\n",
        "upload.go": "package upload\n\nvar ALLOWED_TYPES = []string{\"image/png\"}\n\nfunc Check(t string) error {\n"
                     "\tif !slices.Contains(ALLOWED_TYPES, t) {\n\t\treturn fmt.Errorf(\"unsupported content type: %s\", t)\n\t}\n"
                     "\treturn nil\n}\n",
        "saved.py": "ALLOWED_TYPES = [\"video/mp4\"]\n\n\ndef save(t):\n    if t in ALLOWED_TYPES:\n"
                    "        log.info(\"upload failed for type\")\n",
        "spread.ts": "const ALLOWED_TYPES = [...IMAGE_TYPES, 'video/mp4'];\n\nexport function start(t: string) {\n"
                     "  if (!ALLOWED_TYPES.includes(t)) {\n    throw new Error(`unsupported content type: ${t}`);\n  }\n}\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    project = Project(tmp_path)

    def at(path: str, line: int) -> Candidate:
        return Candidate(path, 3, 8, "start", [Vote(1.0, "the message is in the code", line, None)])

    def moved(path: str, line: int, sentence: str) -> tuple[int | None, int | None, str | None] | None:
        found = not_listed(project, at(path, line), sentence)
        return None if found is None else (found.start_line, found.end_line, found.symbol)

    assert moved("upload.ts", 5, "报 unsupported content type: video/quicktime") == (1, 1, "ALLOWED_TYPES")
    assert moved("upload.py", 9, "unsupported file: photo.heic") == (1, 4, "ALLOWED_EXTENSIONS")
    assert moved("Upload.php", 6, "uploads fail: unsupported mime type image/webp") == (3, 3, "ALLOWED_MIME")
    assert moved("upload.go", 7, "unsupported content type: image/heic since friday") == (3, 3, "ALLOWED_TYPES")
    assert moved("upload.ts", 5, "unsupported content type: VIDEO/MP4") is None
    assert moved("upload.ts", 5, "the upload in src/upload.ts is broken") is None
    assert moved("upload.ts", 5, "uploads fail, e.g. when I pick a movie: unsupported content type") is None
    assert moved("saved.py", 6, "upload failed for type video/quicktime") is None
    assert moved("spread.ts", 5, "unsupported content type: video/quicktime") is None
    assert located("ground_cases_dev78", "c03")


def test_a_constructor_called_new_is_a_definition(tmp_path: Path) -> None:
    """Rust's `pub fn new(cfg: &Settings) -> Self {` defines `new`: line 24 of its body is in `new`, not in the whole
    `impl` block (dev80 c10's `PricingClient::new`); JavaScript's `new Foo()` still defines nothing."""
    from honing.grounding.blocks import enclosing
    from honing.grounding.project import Project

    (tmp_path / "client.rs").write_text(
        "pub struct Client { http: u32 }\n\nimpl Client {\n    pub fn new(cfg: &Settings) -> anyhow::Result<Self> {\n"
        "        let http = 1;\n        Ok(Self { http })\n    }\n\n    pub fn get(&self) -> u32 {\n        self.http\n    }\n}\n",
        encoding="utf-8")
    (tmp_path / "app.js").write_text("function start() {\n  const c = new Client(\n    1);\n  return c;\n}\n", encoding="utf-8")
    project = Project(tmp_path)
    assert enclosing(project, "client.rs", 5) == (4, 7, "new")
    assert enclosing(project, "app.js", 3)[2] == "start"
