"""Defects a review of the dev16/dev17 rounds reproduced (commits 25f040e..40fe14b), each
pinned here: a place another repository holds, a real crash after a side task, the agent's
own per-file summary read as a review, list ordinals in a bug description, 不等于, one place
counted twice, inputs that took seconds, and searches repeated per candidate turn."""

from __future__ import annotations

import time
from pathlib import Path

import honing
from honing.grounding import linking, mentions, outside, reviews, vocab
from honing.grounding.project import Project

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit


def test_a_line_in_another_repository_is_no_cause_in_this_one() -> None:
    assert outside.finds_nothing("It's not a code problem: `charts/tenpo/values.yaml:14` in the tenpo-infra repo sets "
                                "proxy-body-size to 1m.")


def test_a_crash_asked_about_again_after_a_side_fix_is_not_settled(tmp_path: Path) -> None:
    """Turn 1 settles bounces outside the repository; turn 2's signup crash is fixed; turn 3
    asks whether the invite form has "the same crash" and the agent places it: "fix it" is
    that place, not 'nothing to change'."""
    root = write(tmp_path, {"app/signup.py": "def signup(form):\n    return form['email'].split('@')\n",
                            "app/invite.py": "def invite(form):\n    email = form.get('email')\n"
                                             "    if not form:\n        return None\n    return email.split('@')\n"})
    messages = ([{"role": "user", "content": "gmail bounces all our mails"},
                 {"role": "assistant", "content": "That isn't our code: nothing in this repo needs to change, the SPF "
                                                  "record is missing in DNS."},
                 {"role": "user", "content": "btw the signup form crashes with a KeyError when email is empty"}]
                + _edit("e1", "app/signup.py", "form['email']", "form.get('email', '')")
                + [{"role": "assistant", "content": "Fixed: `signup` reads the email with a default now."},
                   {"role": "user", "content": "does the invite form have the same crash?"},
                   {"role": "assistant", "content": "Yes: `invite` in `app/invite.py:5` calls `email.split('@')` on None."}])
    ref = honing.ground("fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/invite.py", ref


def test_the_agents_own_summary_per_file_is_no_pasted_review(tmp_path: Path) -> None:
    """"go with the second option instead": item 2 of the agent's numbered options, not the
    second file of its summary after the first option was done."""
    root = write(tmp_path, {"src/lib/cache.ts": "export function cached(key: string) {\n  return store.get(key);\n}\n",
                            "src/api/orders.ts": "export function fetchOrders() {\n  return fetch('/orders');\n}\n",
                            "src/pages/OrderList.tsx": "export function OrderList() {\n  return null;\n}\n"})
    messages = ([{"role": "user", "content": "the order list shows stale data"},
                 {"role": "assistant", "content": "Two options:\n\n1. bypass the cache in `src/lib/cache.ts:2`\n"
                                                  "2. send `no-store` from `src/api/orders.ts:2`"},
                 {"role": "user", "content": "the first option"}]
                + _edit("e1", "src/lib/cache.ts", "store.get(key)", "fresh ? null : store.get(key)")
                + [{"role": "assistant", "content": "Done.\n\n**`src/lib/cache.ts`**\nskips the store when fresh\n\n"
                                                    "**`src/pages/OrderList.tsx`**\npasses fresh\n"}])
    ref = honing.ground("hmm, that's hacky. go with the second option instead", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/api/orders.ts", ref


def test_words_of_a_bug_description_are_no_ordinals_and_budeng_is_no_deferral() -> None:
    assert vocab.first("the first item disappears as soon as the second item goes in", "ordinal_1") is None
    assert vocab.first("do the second comment now", "ordinal_2") is not None
    assert vocab.first("calc_total 算出来的不等于发票金额了", "deferral") is None
    assert vocab.first("算了不等日志了", "deferral") is not None
    assert vocab.first("Do you want one of them first, or both?", "undecided") is not None


def test_hostile_inputs_stay_linear() -> None:
    """Each took seconds before (20 s for the MSVC pattern on 100,000 characters; 35 s for a
    review header followed by 40,000 spaces; 71 s for a path and 2,000 spaces in a message).
    Growth, not time: 8x the input may cost at most 24x."""
    def cost(f, text: str) -> float:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            f(text)
            best = min(best, time.perf_counter() - start)
        return max(best, 1e-4)
    cases = [(linking.errors, lambda n: 'unresolved external symbol "' + "a(" * n),
             (linking.errors, lambda n: "undefined reference to ‘a " * n),
             (reviews.comments, lambda n: "src/a.py" + " " * n + "x"),
             (mentions.find, lambda n: "src/a.py" + " " * n + "x")]
    for f, make in cases:
        assert cost(f, make(16_000)) <= 24 * cost(f, make(2_000)), f


def test_a_link_error_searches_the_project_once_for_every_candidate_turn(tmp_path: Path) -> None:
    root = write(tmp_path, {"CMakeLists.txt": "add_executable(cli src/main.cpp src/tsv.cpp)\nadd_executable(tests t.cpp)\n",
                            "src/tsv.cpp": "void TsvWriter::write_row(int n) {\n}\n"})
    project = Project.open(root)
    assert project is not None
    error = "Linking CXX executable tests\nundefined reference to `TsvWriter::write_row(int)'"
    first = linking.to_build(project, [], error, 1)
    spent = project.rounds
    again = linking.to_build(project, [], error, 2)
    assert project.rounds == spent and [c.path for c in first] == [c.path for c in again] == ["CMakeLists.txt"]
    assert again[0].votes[0].turn == 2
