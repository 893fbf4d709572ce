"""Grounding behaviours found on the fifty-sixth development set (bench/ground_cases_dev56: game
development — Unity, Godot, Unreal-style C++, Bevy, Pygame, LÖVE, shaders, a small ECS)."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import failing
from honing.grounding.places import Candidate, Sourced, Vote
from honing.grounding.project import Project

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV56 = BENCH / "ground_cases_dev56"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV56, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


def test_a_failing_test_no_turn_ran_points_at_the_tested_use_of_a_redefined_name() -> None:
    """「test_enemy_falls_off_ledge 挂了」 after the agent turned GRAVITY from px/frame into px/s²:
    tests/test_enemy.py tests enemy.py, which no edit touched and which still uses GRAVITY the old
    way; that line is the place, not the player's gravity line the edit rewrote (dev56 c04)."""
    _within("c04")


def _game(root: Path, *, enemy_edited: bool = False) -> tuple[Project, list[tuple[int, str, str, str]]]:
    (root / "game").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "game" / "config.py").write_text("GRAVITY = 2160.0\nTILE = 32\n")
    (root / "game" / "enemy.py").write_text(
        "from game.config import GRAVITY\n\nclass Walker:\n    def update(self, dt):\n"
        "        self.vy = self.vy + GRAVITY * dt * 60\n")
    (root / "tests" / "test_enemy.py").write_text(
        "from game.enemy import Walker\n\ndef test_enemy_falls_off_ledge():\n    assert Walker()\n")
    changes = [(1, "game/config.py", "GRAVITY = 0.6\nTILE = 32\n", "GRAVITY = 2160.0\nTILE = 32\n")]
    if enemy_edited:
        changes.append((1, "game/enemy.py", "    pass\n", "    return\n"))
    project = Project.open(root)
    assert project is not None
    return project, changes


def _found() -> list[Candidate]:
    return [Candidate("game/enemy.py", 3, 5, "Walker", [Vote(1.0, "named", None, None)])]


def test_the_use_of_the_redefined_name_leads_and_ends_the_search(tmp_path: Path) -> None:
    project, changes = _game(tmp_path)
    out = failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, changes, None)
    assert (out[0].path, out[0].start_line, out[0].decisive) == ("game/enemy.py", 5, True)
    assert "GRAVITY" in out[0].votes[0].reason


def test_no_redefinition_or_an_edited_tested_file_leaves_the_places(tmp_path: Path) -> None:
    """A tested file the edits touched is what they changed, not what they left behind; an edit that
    gave no name a new value says nothing of the test; a failing test found through an edit keeps
    the older route."""
    project, changes = _game(tmp_path / "one", enemy_edited=True)
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, changes, None) == _found()
    project, changes = _game(tmp_path / "two")
    same = [(1, "game/config.py", "TILE = 32\n", "TILE = 32\nSCALE = 2\n")]
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, same, None) == _found()
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", True, changes, None) == _found()


def _unresolved(prefix: str) -> None:
    result, _ = _bench_case(DEV56, prefix)
    ref = result.references[0]
    assert not ref.resolved and ref.path is None, (ref.path, ref.start_line)


def test_a_fix_on_a_store_partner_site_is_not_placed_in_the_repository() -> None:
    """"What's needed is a Root Override on the Steamworks site … No new build is needed" (a03) and
    「直すのはリポジトリではなく Steamworks 側です … コードの変更もビルドの再アップロードも要りません」
    (b07): "fix the cloud thing" and 「実績解除されないやつ直しといて」 have no place in the project."""
    _unresolved("a03")
    _unresolved("b07")


def test_the_words_of_a_fix_that_lies_outside_the_code() -> None:
    from honing.grounding import vocab

    for said in ("What's needed is a **Root Override** on the Steamworks site (App Admin -> Cloud)",
                 "No new build is needed for this", "直すのはリポジトリではなく Steamworks 側です：",
                 "コードの変更もビルドの再アップロードも要りません。"):
        assert vocab.first(said, "nothing_to_fix"), said
    for said in ("What's needed is a guard in save.rs", "A new build is needed after this change",
                 "直すのは save.rs の方です"):
        assert not vocab.first(said, "nothing_to_fix"), said


def test_an_unreal_automation_test_named_as_failing_is_a_test() -> None:
    """"ShardRunner.Combat.Damage.ShotgunPointBlankIsFullDamage fails now": a dotted automation test
    name beside a failure is a failing test, which leads to the edit that broke it (dev56 a05)."""
    from honing.grounding import mentions

    found = mentions.find("ran the whole suite: ShardRunner.Combat.Damage.ShotgunPointBlankIsFullDamage fails now. fix")
    assert [(m.kind, m.value) for m in found] == [("test", "ShardRunner.Combat.Damage.ShotgunPointBlankIsFullDamage")]
    for said in ("System.IO.FileNotFoundException was thrown", "call ShardRunner.Combat.Damage.Compute here"):
        assert not any(m.kind == "test" for m in mentions.find(said)), said
    _within("a05")


def test_a_look_that_was_different_before_points_at_the_edit_that_changed_it() -> None:
    """"the glow … is made of little square blocks now … before it was a smooth haze. outlines look
    good": the edit that made the glow's targets half size did it (dev56 a06)."""
    from honing.grounding import vocab

    assert vocab.first("the glow is blocky now. before it was a smooth haze", "broke")
    assert vocab.first("it used to look smooth and now it crawls", "broke")
    assert not vocab.first("before it was merged we ran the tests", "broke")
    _within("a06")


def test_an_item_handed_to_a_colleague_and_taken_back_by_its_nickname() -> None:
    """"skip L-03, he'll handle it" hands the blinking prompt to Julien; the reply leaves it "for
    Julien" and names title_screen.gd:16; "julien's title rework got pushed … do the blinky thing
    too" takes it back (dev56 a09)."""
    from honing.grounding import vocab

    assert vocab.first("so skip L-03, he'll handle it.", "deferral")
    assert vocab.first("L-03, left for Julien as you said: the prompt is set in code", "left_alone")
    assert vocab.first("do the blinky thing too", "resume")
    assert not vocab.first("do the same thing for the menu", "resume")
    _within("a09")


def test_a_godot_script_error_frame_names_its_function_file_and_line() -> None:
    """Godot prints "at: _apply_inventory (res://scripts/save/save_manager.gd:68)": the res:// path is
    the project's path, and the frame names its function."""
    from honing.grounding import mentions

    found = mentions.find("SCRIPT ERROR: Invalid access to property or key 'quick_slots'.\n"
                          "          at: _apply_inventory (res://scripts/save/save_manager.gd:68)")
    assert any((m.kind, m.value, m.line, m.symbol) == ("location", "scripts/save/save_manager.gd", 68, "_apply_inventory")
               for m in found), found


def test_an_offered_change_put_off_and_taken_up_again() -> None:
    """「もう一点、… `update_health_bars` … `Changed<Health>` フィルタを付ければ…これもやりますか？」, then
    「HPバーのはあとで」, then 「さっき後回しにしたHPバーのやつ、やっぱ今やって」: the offered change, not the
    files edited since (dev56 b03)."""
    from honing.grounding import vocab
    from honing.grounding.noticed import aside_paragraph

    reply = "spawner.rs を直しました。\n\nもう一点、`health_bar.rs:41` が毎フレーム全部書き換えています。これもやりますか？"
    starts, at = aside_paragraph(reply)
    assert at == 1 and reply[starts[at]:].startswith("もう一点")
    assert aside_paragraph("spawner.rs を直しました。\n\nもう一点、テストも追加しました。")[1] is None
    assert vocab.first("`Changed<Health>` フィルタを付ければ、ダメージを受けた敵だけになります。", "proposal")
    _within("b03")


def test_a_quoted_test_title_named_as_failing_is_a_test() -> None:
    """「CIで 'damage system ignores dead entities' が落ちてる」: a quoted title of four words or more
    beside a failure is a test, which leads to the edit that broke it (dev56 b09); a quoted command
    that fails is not."""
    from honing.grounding import mentions

    for said, title in (("CIで 'damage system ignores dead entities' が落ちてる、直して", "damage system ignores dead entities"),
                        ("“cart applies the coupon twice” is failing now", "cart applies the coupon twice"),
                        ("「cart applies the coupon twice」挂了", "cart applies the coupon twice")):
        assert [(m.kind, m.value) for m in mentions.find(said) if m.kind == "test"] == [("test", title)], said
    # (an RSpec example after its spec file is that file's: the spec route reads both)
    for said in ("'npm run build' fails", "'the build step' is failing", "'damage system ignores dead entities' passes",
                 "subscription_spec 'renews on the last day of the month' fails in CI now"):
        assert not any(m.kind == "test" for m in mentions.find(said)), said
    _within("b09")


def test_nothing_happens_is_a_defect() -> None:
    from honing.grounding import vocab

    for said in ("パッドでA押しても何も起きない", "クリックしても何も起こらない", "ボタンを押しても反応がない"):
        assert vocab.first(said, "defect"), said


def test_a_stale_cpp_trace_lands_on_the_call_and_not_on_the_assertion() -> None:
    """"collision.cpp:27 collision_system -> world.h:55 World::get<Transform>, component missing" from a
    build before the session: world.h:55 only asserts "component missing"; collision.cpp:27 was the
    `world.get<Transform>(b)` call, which the session's broadphase moved to line 49 (dev56 c07)."""
    _within("c07")


def _frames(root: Path, checker: str) -> tuple[Project, list[Candidate], list[Sourced]]:
    from honing.grounding import mentions

    (root / "src").mkdir(parents=True)
    (root / "src" / "world.h").write_text("struct World {\n  T& get(Entity e) {\n    auto it = find(e);\n"
                                          f"    {checker}\n    return it->second;\n  }}\n}};\n")
    (root / "src" / "collision.cpp").write_text("void collide(World& w) {\n  auto& t = w.get<Transform>(b);\n}\n")
    project = Project.open(root)
    assert project is not None
    found = [Candidate("src/world.h", 1, 7, "World", [Vote(3.0, "named", None, None)]),
             Candidate("src/collision.cpp", 1, 3, "collide", [Vote(2.0, "named", None, None)])]
    sources = [Sourced(m, None, "sentence") for m in mentions.find("collision.cpp:2 -> world.h:4 World::get")]
    return project, found, sources


def test_a_frame_that_only_asserts_the_quoted_message_counts_a_third(tmp_path: Path) -> None:
    from honing.grounding import places

    said = "collision.cpp:2 collide -> world.h:4 World::get<Transform>, component missing"
    project, found, sources = _frames(tmp_path / "assert", 'assert(it != end() && "component missing");')
    assert places.asserted_only(project, found, sources, said)[0].path == "src/collision.cpp"
    # a throw may be the fault itself (a check of a value), and a message the sentence does not quote says nothing
    project, found, sources = _frames(tmp_path / "throw", 'throw std::runtime_error("component missing");')
    assert places.asserted_only(project, found, sources, said)[0].path == "src/world.h"
    project, found, sources = _frames(tmp_path / "other", 'assert(it != end() && "no such entity");')
    assert places.asserted_only(project, found, sources, said)[0].path == "src/world.h"


def test_the_other_item_after_the_user_fixed_one_himself_in_a_shader() -> None:
    """「雾那个我自己改了」, then 「另一个你来改吧」: the other item of the agent's list, the shadow bias at
    `shadow.frag:24`; GLSL files are source with their functions (dev56 c10)."""
    from honing.grounding import vocab

    assert vocab.first("另一个你来改吧", "remaining")
    assert not vocab.first("另一个方案你来定吧", "remaining")
    for path, line, name in (("src/shaders/shadow.frag", "float shadowFactor(vec3 n, vec3 l) {\n", "shadowFactor"),
                             ("shaders/bloom.wgsl", "fn threshold(c: vec3<f32>) -> vec3<f32> {\n", "threshold"),
                             ("Shaders/Water.hlsl", "float4 frag(v2f i) : SV_Target {\n", "frag")):
        rules = vocab.rules_for(path)
        assert rules.name == "shader" and rules.definition_patterns(name).search(line), path
        assert path.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"]))
    assert not vocab.rules_for("a.glsl").definition_patterns("shadowFactor").search("float shadowFactor(vec3 n);\n")
    _within("c10")


def test_an_error_pasted_as_one_more_thing_to_fix_is_its_own_referent(tmp_path: Path) -> None:
    """「ログ来た、これも直して」 with a Godot error in `_apply_inventory`: the pasted frame is the referent,
    not the turn that fixed another error of the same shape in the same file (dev56 b02). Without
    "too", the sentence's place is one proposal among the turns'."""
    from honing.grounding import mentions, places

    _within("b02")
    project, found, _ = _frames(tmp_path, "return it->second;")
    trace = "at: collide (src/collision.cpp:2)"
    sources = [Sourced(m, None, "sentence") for m in mentions.find(trace)]
    found = [Candidate("src/collision.cpp", 1, 3, "collide", [Vote(2.0, "named", None, None)])]
    assert places.own_trace(project, found, sources, f"got this log, fix this one too\n{trace}")[0].decisive
    found = [Candidate("src/collision.cpp", 1, 3, "collide", [Vote(2.0, "named", None, None)])]
    assert not places.own_trace(project, found, sources, f"got this log\n{trace}")[0].decisive


def test_a_defect_in_what_a_request_built_by_its_quoted_name_points_at_that_edit() -> None:
    """「タイトルの「つづきから」、セーブ無いときは押せないようにして」 was built by an edit; 「…グレーになった
    「つづきから」にカーソル乗ったままで…何も起きない」 reports a defect in it: the lines that edit wrote,
    not a function its reply named (dev56 b10). A request to make a button unpressable reports no defect."""
    from honing.grounding import described, vocab

    assert not vocab.first("タイトルの「つづきから」、セーブ無いときは押せないようにして", "defect")
    assert vocab.first("「つづきから」が押せない", "defect")
    result, _ = _bench_case(DEV56, "b10")
    assert result.references[0].path == "scripts/ui/title_menu.gd"
    _within("b10")
    assert described.built_as_quoted("the “Continue” button looks fine", [], False) == []
