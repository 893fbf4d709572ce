"""Grounding behaviours found on the forty-sixth development set's misses and on the
forty-seventh set (bench/ground_cases_dev46, bench/ground_cases_dev47)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import endpoints, errors, mentions, refine, vocab
from honing.grounding.items import _COUNTED
from honing.grounding.prose import keywords

from .test_grounding_dev5 import write
from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
CASES_46 = BENCH / "ground_cases_dev46"

_PYDANTIC_2 = ("1 validation error for ShipmentStatus\ntracking_number\n"
               "  Field required [type=missing, input_value={'order_id': 'A-1042'}, input_type=dict]")
_PYDANTIC_1 = "2 validation errors for UserUpdate\nnickname\n  field required (type=value_error.missing)"


def test_a_validation_error_names_the_field_of_its_type() -> None:
    """Pydantic 2 and 1 print the type and, on the next line, the field that broke its rule."""
    for text, model, field in ((_PYDANTIC_2, "ShipmentStatus", "tracking_number"),
                               (_PYDANTIC_1, "UserUpdate", "nickname")):
        fields = [(m.value, m.symbol) for m in mentions.find(text) if m.kind == "field"]
        assert fields == [(field, model)]
    # prose that merely speaks of validation names no field, even wrapped after a type's name
    assert not [m for m in mentions.find("there is 1 validation error for User\nand I don't know why") if m.kind == "field"]
    assert not [m for m in mentions.find("validation failed for ShipmentStatus") if m.kind == "field"]


def _pydantic_project(root: Path) -> None:
    body = "\n".join(f"    field_{i}: int = {i}" for i in range(12))
    write(root, {"app/schemas.py":
          "from typing import Optional\n\nfrom pydantic import BaseModel\n\n\n"
          f"class LabelRequest(BaseModel):\n    order_id: str\n    tracking_number: Optional[str] = None\n{body}\n\n\n"
          "class ShipmentStatus(BaseModel):\n    order_id: str\n    status: str\n    carrier: str\n"
          "    tracking_number: Optional[str]\n    eta: Optional[str] = None\n",
          "app/routers/shipments.py": "import httpx\n\nfrom app.schemas import ShipmentStatus\n\n\n"
          "def shipment_status(order_id: str) -> ShipmentStatus:\n"
          "    resp = httpx.get(f'https://hub/{order_id}')\n    resp.raise_for_status()\n"
          "    return ShipmentStatus.model_validate(resp.json())\n"})


def test_a_pasted_validation_error_is_the_declared_field_not_the_frame_that_validated(tmp_path: Path) -> None:
    """A traceback whose only project frame calls `model_validate`, ending in "validation error for
    ShipmentStatus / tracking_number / Field required": the field's declaration in ShipmentStatus
    (not the same-named field of another model, not the frame, not the path words "routers"
    inside the pasted frame) is the place (dev46 a09)."""
    _pydantic_project(tmp_path)
    sentence = ("deployed to staging and it's 500ing now:\n```\n"
                '  File "/srv/app/app/routers/shipments.py", line 9, in shipment_status\n'
                "    return ShipmentStatus.model_validate(resp.json())\n"
                "pydantic_core._pydantic_core.ValidationError: " + _PYDANTIC_2 + "\n```")
    result = honing.ground(sentence, [{"role": "user", "content": "bump pydantic to v2"},
                                      {"role": "assistant", "content": "Done: parse_obj is model_validate now."}],
                           cwd=tmp_path, level="advanced")
    ref = result.references[0]
    assert ref.resolved and ref.path == "app/schemas.py", ref
    lines = (tmp_path / "app" / "schemas.py").read_text().splitlines()
    declared = next(i for i, line in enumerate(lines, 1) if line.strip() == "tracking_number: Optional[str]")
    assert ref.symbol == "ShipmentStatus" and ref.start_line is not None
    assert ref.start_line <= declared <= (ref.end_line or ref.start_line), ref
    assert "tracking_number" in ref.reason


def test_dev46_a09_the_traceback_of_a_missing_field_after_the_v2_upgrade() -> None:
    result, expect = _bench_case(CASES_46, "a09")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def _candidate(path: str, start: int, end: int, symbol: str, weight: float) -> refine.Candidate:
    c = refine.Candidate(path, start, end, symbol)
    c.votes.append(refine.Vote(weight, "named in turn 1", start, 1))
    return c


def test_a_table_s_name_said_as_a_noun_does_not_name_the_table() -> None:
    """"the orders page is what matters": `orders` is a noun, not the `orders` table of a
    migration; quoted as code, it names the table (dev46 a01)."""
    def ranked(sentence: str) -> list[str]:
        found = [_candidate("internal/store/orders.go", 26, 53, "ListRecentOrders", 11.6),
                 _candidate("migrations/0007_orders.sql", 2, 8, "orders", 2.6)]
        return [c.path for c in refine.named_by_words(found, sentence)]
    assert ranked("ok go with the ANY one, the orders page is what matters")[0] == "internal/store/orders.go"
    assert ranked("ok add the index to `orders` then")[0] == "migrations/0007_orders.sql"


def test_dev46_a01_the_proposal_taken_up_beside_a_noun_that_names_a_table() -> None:
    result, expect = _bench_case(CASES_46, "a01")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.symbol == expect["symbol"], ref


def test_pushback_at_the_end_of_a_report_turns_down_the_fix() -> None:
    """「まだ sk_live_ 出てる。それじゃなくない？」 and 「改的不是这里吧」 turn the agent's fix down,
    wherever in the sentence they stand; 「これじゃないと動かない」 does not."""
    for said in ("デプロイしたけどまだ sk_live_ 出てる。それじゃなくない？", "そこじゃないでしょ", "それじゃないよね",
                 "部署了还是有，改的不是这里吧", "不是这个吧？"):
        assert vocab.first(said, "pushback") is not None, said
    for said in ("これじゃないと動かない", "这不是这个问题的关键", "それじゃないと困る"):
        assert vocab.first(said, "pushback") is None, said


def test_dev46_b03_the_secret_still_logged_after_the_wrong_fix() -> None:
    """The agent redacted incoming headers in the middleware; the live key the server sends
    itself is still logged by the payment client's `_post` (dev46 b03)."""
    result, expect = _bench_case(CASES_46, "b03")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_a_review_lead_that_counts_its_findings_makes_each_item_a_finding() -> None:
    """「指摘は3つです。」 leads a list of findings even when an item says no defect word of its
    own (「テナントチェックがない」)."""
    for lead in ("見ました。指摘は3つです。", "指摘が２点あります", "发现 3 个漏洞", "三处隐患"):
        assert _COUNTED.search(lead), lead
    for lead in ("指摘ありがとうございます", "3 个文件改了"):
        assert not _COUNTED.search(lead), lead


def test_security_findings_are_defects_but_their_names_stay_keywords() -> None:
    """A vulnerability is a defect in all three languages; the names of its kinds (XSS, IDOR)
    are left out of the defect words, so that "the xss one" still picks its item by name."""
    for said in ("this endpoint is vulnerable to enumeration", "a privilege escalation in the admin API",
                 "認可の脆弱性があります", "这里有越权漏洞"):
        assert vocab.first(said, "defect") is not None, said
    assert "xss" in keywords("ok 之前你说的那个 xss 的问题，现在改了吧")


def test_dev46_b05_the_first_finding_named_by_its_effect_after_two_side_turns() -> None:
    """「最初に言ってた他テナントの請求書見えちゃうやつ」: finding 1 of the security review (a
    missing tenant check in `get`), not the CSRF setting discussed last (dev46 b05)."""
    result, expect = _bench_case(CASES_46, "b05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_an_unbound_parameter_names_the_placeholder_the_statement_still_writes() -> None:
    """MyBatis's "Parameter 'offset' not found" names `#{offset}` as a statement writes it."""
    found = {v for kind, v, _, _ in errors.declared(
        "BindingException: Parameter 'offset' not found. Available parameters are [deptId, page]") if kind == "code"}
    assert "#{offset}" in found and "${offset}" in found
    assert not errors.declared("the parameter offset was not found in the docs")


def test_a_mybatis_binding_error_is_the_statement_not_the_frame(tmp_path: Path) -> None:
    """One pasted BindingException whose only project frame is the service that ran the query:
    the mapper statement that still writes `#{offset}` is the place, not the frame, nor the
    statement already moved to `#{page.offset}` (dev46 c04)."""
    write(tmp_path, {
        "src/main/resources/mapper/UserMapper.xml":
            "<mapper namespace=\"com.acme.UserMapper\">\n" + "".join(f"  <!-- note {i} -->\n" for i in range(20))
            + "  <select id=\"search\" resultType=\"User\">\n    SELECT * FROM sys_user\n"
              "    LIMIT #{page.offset}, #{page.size}\n  </select>\n"
              "  <select id=\"searchByDept\" resultType=\"User\">\n    SELECT * FROM sys_user WHERE dept_id = #{deptId}\n"
              "    LIMIT #{offset}, #{size}\n  </select>\n</mapper>\n",
        "src/main/java/com/acme/UserService.java":
            "package com.acme;\n\npublic class UserService {\n    private final UserMapper mapper;\n\n"
            "    public java.util.List<User> listDept(long deptId, PageQuery page) {\n"
            "        return mapper.searchByDept(deptId, page);\n    }\n}\n"})
    sentence = ("500 on /users/dept/3:\n```\norg.apache.ibatis.binding.BindingException: Parameter 'offset' not found. "
                "Available parameters are [deptId, page, param1, param2]\n"
                "\tat com.acme.UserService.listDept(UserService.java:7)\n```\nfix it")
    result = honing.ground(sentence, [{"role": "user", "content": "move paging to PageQuery"},
                                      {"role": "assistant", "content": "Done: `search` uses #{page.offset} now."}],
                           cwd=tmp_path, level="advanced")
    ref = result.references[0]
    assert ref.resolved and ref.path == "src/main/resources/mapper/UserMapper.xml", ref
    assert ref.start_line is not None and ref.start_line <= 28 <= (ref.end_line or 0), ref


def test_dev46_c04_the_statement_the_refactor_forgot() -> None:
    result, expect = _bench_case(CASES_46, "c04")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_a_request_names_its_path_only_with_its_method() -> None:
    assert endpoints.named("GET /api/documents/812/download with bob's token") == [("/api/documents/812/download", 0)]
    assert endpoints.named("curl it: POST https://staging.example.com/webhooks/stripe/?x=1") == [("/webhooks/stripe", 9)]
    # a file path, a page spoken of, a bare path: no request
    assert endpoints.named("see /srv/app/views.py and the /admin/orders page") == []


_ROUTES = {
    "src/main/java/a/DocumentController.java":
        "@RestController\n@RequestMapping(\"/api/documents\")\npublic class DocumentController {\n"
        "    @GetMapping(\"/{id}\")\n    public Doc get(@PathVariable long id) {\n        return find(id);\n    }\n\n"
        "    @GetMapping(\"/{id}/download\")\n    @PreAuthorize(\"isAuthenticated()\")\n"
        "    public Resource download(@PathVariable long id) {\n        return load(id);\n    }\n}\n",
    "web/routes.js": "const router = express.Router();\nrouter.get('/:id/receipt', receipts.show);\nmodule.exports = router;\n",
    "api/orders.py": "@router.get(\"/orders/{order_id}/items\")\ndef items(order_id: str):\n    return []\n",
    "cmd/server.go": "func routes(r chi.Router) {\n\tr.Get(\"/health\", health)\n\tr.Post(\"/invoices/{id}/void\", voidInvoice)\n}\n",
    "routes/api.php": "<?php\nRoute::delete('/users/{user}/tokens', [TokenController::class, 'destroy']);\n",
    "shop/urls.py": "urlpatterns = [\n    path(\"carts/<int:pk>/checkout/\", views.checkout),\n]\n",
}


def test_the_route_that_serves_a_request_in_each_framework(tmp_path: Path) -> None:
    """The route whose segments match the end of the request's path, its fixed segments
    counted; under an annotation, the handler's own line; a route of wildcards alone serves
    nothing (`/{id}` does not claim `/download`)."""
    from honing.grounding.project import Project

    write(tmp_path, _ROUTES)
    project = Project(tmp_path)
    controller = "src/main/java/a/DocumentController.java"
    handler = _ROUTES[controller].splitlines().index("    public Resource download(@PathVariable long id) {") + 1
    assert endpoints.handlers(project, "/api/documents/812/download") == [(controller, handler)]
    assert endpoints.handlers(project, "/api/documents/812") == []
    assert endpoints.handlers(project, "/shop/orders/ab12/receipt") == [("web/routes.js", 2)]
    assert endpoints.handlers(project, "/v1/orders/A-1/items") == [("api/orders.py", 2)]
    assert endpoints.handlers(project, "/invoices/77/void") == [("cmd/server.go", 3)]
    assert endpoints.handlers(project, "/users/5/tokens") == [("routes/api.php", 2)]
    assert endpoints.handlers(project, "/carts/9/checkout") == [("shop/urls.py", 2)]
    assert endpoints.handlers(project, "/nowhere/9") == []


def test_dev46_a07_the_endpoint_the_owner_check_missed() -> None:
    """"GET /api/documents/812/download … still hands him alice's pdf": the unchecked `download`,
    not `get`, which the agent fixed (dev46 a07)."""
    result, expect = _bench_case(CASES_46, "a07")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_a_failing_test_names_a_function_that_now_hands_its_work_on() -> None:
    """A controller's `create`, named by the failing test, now only calls the service the
    agent's refactor extracted: the service's `call`, where the fallback was lost, is the
    place (dev46 a05; also dev20 b03)."""
    for cases, prefix in ((CASES_46, "a05"), (BENCH / "ground_cases_dev20", "b03")):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        assert ref.resolved and ref.path == expect["path"], (prefix, ref)
        assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_hands_to_reads_the_named_function_s_body(tmp_path: Path) -> None:
    from honing.grounding.project import Project

    write(tmp_path, {"app/c.rb": "class C\n  def create\n    r = Creator.new(params).call\n    render r\n  end\nend\n",
                     "app/s.rb": "class Creator\n  def call\n    1\n  end\nend\n"})
    project = Project(tmp_path)
    create, call = refine.Candidate("app/c.rb", 2, 5, "create"), refine.Candidate("app/s.rb", 2, 4, "call")
    assert refine._hands_to(project, create, call)
    assert not refine._hands_to(project, call, create)
    assert not refine._hands_to(project, create, create)


CASES_47 = BENCH / "ground_cases_dev47"


def test_an_option_that_names_its_file_takes_the_line_the_reply_placed_above_the_list() -> None:
    """「さっきの2案、アプリ側で吸収する方で」: option B names `config.go` without a line; the reply
    placed it above the list (`internal/config/config.go:44` の `time.ParseDuration`), so the
    place is Load at line 44, not the file alone (dev47 b01; also dev9 a05)."""
    for cases, prefix in ((CASES_47, "b01"), (BENCH / "ground_cases_dev9", "a05")):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        assert ref.resolved and ref.path == expect["path"], (prefix, ref)
        assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_fixes_outside_the_repository_in_japanese_and_chinese() -> None:
    """「このロールの定義はこのリポジトリにはありません」 and 「仓库里不需要改任何东西」 settle the
    report outside the project; a setting the reply is about to add is not one."""
    for said in ("ただ、このロールの定義はこのリポジトリにはありません(grep でも見つかりませんでした)",
                 "AWS コンソールの IAM で変更してもらう必要があります", "那就确定了，仓库里不需要改任何东西。"):
        assert vocab.first(said, "nothing_to_fix") is not None, said
    for said in ("設定はこのリポジトリにはないので追加します", "設定はこのリポジトリにはありませんが、追加しました",
                 "仓库里有个配置要改"):
        assert vocab.first(said, "nothing_to_fix") is None, said


def test_dev47_b07_a_trust_policy_outside_the_repository_stays_unresolved() -> None:
    """The OIDC role's trust policy lives in the AWS console: 「じゃあそれ直しといて」 names no
    line of the project, not the workflow's role-to-assume (dev47 b07)."""
    result, _ = _bench_case(CASES_47, "b07")
    assert not result.references[0].resolved, result.references[0]


def test_a_condition_on_a_failure_reports_nothing() -> None:
    """「lint 挂了就别往下跑了」, "if lint fails, stop", 「落ちたら止めて」 ask for behaviour; a
    failure stated as it happened is a report."""
    from honing.grounding.prose import _reports

    for said in ("给 .gitlab-ci.yml 加个 lint stage，放在 test 前面，lint 挂了就别往下跑了", "if lint fails, stop the pipeline",
                 "lint が落ちたら後続は止めて"):
        assert not _reports(said), said
    for said in ("CI 挂了", "打开就报错了", "the build fails since your change", "lint が落ちてる"):
        assert _reports(said), said


def test_dev47_c07_an_expired_robot_account_stays_unresolved() -> None:
    """The Harbor robot account expired: 「仓库里不需要改任何东西」; the lint job the user asked for
    in turn 1 (「lint 挂了就别往下跑了」) reports no defect to fall back on (dev47 c07)."""
    result, _ = _bench_case(CASES_47, "c07")
    assert not result.references[0].resolved, result.references[0]


def test_causes_under_bold_letter_titles_are_items() -> None:
    from honing.grounding.choices import lettered_items

    text = "intro\n\n**可能 A：并发**（x）\nbody a\n\n**可能 B：重试**\n\nbody b\nmore\n\nclosing"
    assert [text[a:b].strip() for a, b in lettered_items(text)] == [
        "**可能 A：并发**（x）\nbody a", "**可能 B：重试**\n\nbody b\nmore"]
    assert lettered_items("**B. x**\n\n**A. y**") == [] and lettered_items("**Plan A** only") == []


def test_dev47_c08_two_causes_under_letter_titles_stay_undecided() -> None:
    """「我没法确定是哪一个」 over **可能 A** (the CronJob's concurrency) and **可能 B** (the SMTP
    retry): 「回到重复发邮件那个，先把它修了吧」 chooses neither (dev47 c08)."""
    result, _ = _bench_case(CASES_47, "c08")
    assert not result.references[0].resolved, result.references[0]


def test_quoted_code_stands_where_its_blanks_were_aligned(tmp_path: Path) -> None:
    """`skip_final_snapshot = true` quotes the aligned `skip_final_snapshot     = true` of a
    Terraform file; the quote's words must all stand there, in order (dev47 c02)."""
    from honing.grounding.locate import collect
    from honing.grounding.places import Sourced
    from honing.grounding.project import Project

    filler = "".join(f"  tag_{i} = \"{i}\"\n" for i in range(30))
    write(tmp_path, {"modules/rds/main.tf": 'resource "aws_db_instance" "main" {\n' + filler
                     + "  skip_final_snapshot     = true\n  deletion_protection     = false\n}\n"})
    found = collect(Project(tmp_path), [Sourced(mentions.Mention("code", "skip_final_snapshot = true", None, None, 3.0),
                                                1, "assistant")], None)
    assert found and found[0].path == "modules/rds/main.tf"
    assert any(v.focus == 32 for v in found[0].votes), found[0]
    assert not collect(Project(tmp_path), [Sourced(mentions.Mention("code", "skip_final_snapshot = false", None, None, 3.0),
                                                   1, "assistant")], None)


def test_dev47_c02_review_item_three_after_an_edit_moved_it() -> None:
    result, expect = _bench_case(CASES_47, "c02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_do_n_as_well_takes_the_item() -> None:
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("good. do 3 as well then") == {3} and _numbers_taken("fix 3 as well") == {3}
    assert _numbers_taken("do 3 as a separate PR") == set()


def test_a_title_with_its_own_line_leaves_the_rest_of_the_item_to_explain() -> None:
    """"3. **`extract` computes the day from the wall clock** (line 26): … and `load` then
    deletes/reloads that wrong day": `extract`, the title's, outweighs `load`, the explanation's."""
    from honing.grounding.items import _titled
    from honing.grounding.places import Sourced

    text = ("3. **`extract` computes the day from the wall clock** (line 26): `datetime.now()`. A re-run "
            "loads the wrong day, and `load` then deletes/reloads that wrong day.")
    sources = [Sourced(mentions.Mention("symbol", name, None, None, 2.0, text.index(f"`{name}`")), 2, "assistant")
               for name in ("extract", "load")]
    weights = {s.mention.value: s.mention.weight for s in _titled(sources, text, (0, len(text)))}
    assert weights["extract"] == 3.0 and weights["load"] == 1.0


def test_dev47_a02_item_three_after_one_and_four_were_done() -> None:
    result, expect = _bench_case(CASES_47, "a02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_an_undefined_template_variable_names_its_use_as_a_whole_word(tmp_path: Path) -> None:
    """"AnsibleUndefinedVariable: 'nginx_worker_conn' is undefined" names the template line that uses
    `nginx_worker_conn`, not the defaults that define `nginx_worker_connections`; a runtime's
    missing global (ReferenceError: fetch) is left to the frames (dev47 c06; dev9 c05)."""
    assert [v for k, v, _, _ in errors.declared(
        "fatal: [web-03]: FAILED! => {\"msg\": \"AnsibleUndefinedVariable: 'nginx_worker_conn' is undefined\"}")] == [
        "nginx_worker_conn"]
    assert not errors.declared("ReferenceError: fetch is not defined")
    write(tmp_path, {"roles/nginx/templates/nginx.conf.j2": "user www-data;\n" + "".join(f"# {i}\n" for i in range(30))
                     + "events {\n    worker_connections {{ nginx_worker_conn }};\n}\n",
                     "roles/nginx/defaults/main.yml": "nginx_worker_connections: 1024\nnginx_port: 80\n",
                     "roles/nginx/tasks/main.yml": "- name: Render nginx.conf\n  template:\n    src: nginx.conf.j2\n"})
    sentence = ("again, now this:\nTASK [nginx : Render nginx.conf] ****\nfatal: [web-03]: FAILED! => {\"changed\": false, "
                "\"msg\": \"AnsibleUndefinedVariable: 'nginx_worker_conn' is undefined\"}")
    result = honing.ground(sentence, [{"role": "user", "content": "the handler name is wrong, fix it"},
                                      {"role": "assistant", "content": "Added `listen: restart nginx` to the handler."}],
                           cwd=tmp_path, level="advanced")
    ref = result.references[0]
    assert ref.resolved and ref.path == "roles/nginx/templates/nginx.conf.j2", ref
    assert ref.start_line is not None and ref.start_line <= 33 <= (ref.end_line or 0), ref


def test_dev47_c06_the_template_that_uses_the_undefined_variable() -> None:
    result, expect = _bench_case(CASES_47, "c06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref


def test_the_review_s_counter_examples() -> None:
    """Found in this round's review: each rule keeps to what it names."""
    from honing.grounding.choices import lettered_items
    from honing.grounding.prose import _reports

    # a failure stated with its consequence is a report; a condition with a directive is not
    for said in ("if the payment fails, the user gets charged twice", "一报错就白屏", "上传失败就丢了",
                 "1回落ちたら無限ループになる"):
        assert _reports(said), said
    # A-not-A questions and 修改 push nothing back; 「…じゃないって分かった」 neither
    for said in ("原因是不是这个？", "是不是这里？", "修改不是这么简单的", "これじゃないって分かったので次を見て"):
        assert vocab.first(said, "pushback") is None, said
    # prose after "Undefined variable" names no variable; PHP's own forms do
    assert errors.declared("Undefined variable in the template after the merge") == []
    assert [v for _, v, _, _ in errors.declared("Warning: Undefined variable $user in x.php")] == ["user"]
    assert [v for _, v, _, _ in errors.declared("Notice: Undefined variable: total in a.php")] == ["total"]
    # a fix made and a console step left, or files left alone, settle nothing
    for said in ("修正は入れました。あとはコンソールで設定してもらう必要があります", "仓库里不需要改的文件我都没动"):
        assert vocab.first(said, "nothing_to_fix") is None, said
    # bold titles that open with a word A or B are no lettered items
    assert lettered_items("**A note on caching**\n\ntext\n\n**B2B checkout**\n\ntext") == []
    assert len(lettered_items("**Option A**: x\n\n**Option B**: y")) == 2
    # a request's trailing punctuation is no part of its path; HEAD is git's, not a request
    assert endpoints.named("GET /api/documents/812/download: 403") == [("/api/documents/812/download", 0)]
    assert endpoints.named("git diff HEAD /work/app/x.py") == []


def test_a_route_is_declared_from_its_root_with_its_handler(tmp_path: Path) -> None:
    """A client's `api.get('/status')` and a dict's `r.get('status')` declare no route."""
    from honing.grounding.project import Project

    write(tmp_path, {"api/jobs.py": "@router.get('/{job_id}/status')\ndef status(job_id: str):\n    return {}\n",
                     "web/src/api.ts": "export const poll = () => api.get('/status')\n",
                     "worker/poll.py": "def poll(r):\n    return r.get('status')\n"})
    assert endpoints.handlers(Project(tmp_path), "/api/jobs/7/status") == [("api/jobs.py", 2)]


def test_quoted_cjk_text_still_stands_inside_a_longer_message(tmp_path: Path) -> None:
    from honing.grounding.locate import collect
    from honing.grounding.places import Sourced
    from honing.grounding.project import Project

    write(tmp_path, {"src/save.ts": "export function save() {\n  toast('通信エラー: 保存に失敗しました')\n}\n"})
    found = collect(Project(tmp_path), [Sourced(mentions.Mention("code", "エラー: 保存に失敗しました", None, None, 3.0),
                                                1, "assistant")], None)
    assert found and found[0].path == "src/save.ts"


def test_a_sql_function_named_in_the_sentence_is_still_named() -> None:
    """Only a plain lower-case noun is a word; `refresh_daily_totals` names its SQL function."""
    found = [_candidate("internal/store/orders.go", 26, 53, "ListRecentOrders", 5.0),
             _candidate("db/functions.sql", 2, 8, "refresh_daily_totals", 2.6)]
    ranked = refine.named_by_words(found, "fix refresh_daily_totals then, it double counts refunds")
    assert ranked[0].path == "db/functions.sql"


def test_a_defect_the_reply_says_is_not_from_its_change_is_set_aside() -> None:
    """"The replacement isn't from my change. `identifier` … line 28 is …": a defect the agent
    noticed beside its edit and left; 「私の変更によるものではありません」 and 「不是我改出来的」 too."""
    for said in ("The replacement isn't from my change. `identifier` in main.tf line 28",
                 "この差分は私の変更によるものではありません", "这个报错不是我改出来的"):
        assert vocab.first(said, "left_alone") is not None, said
    assert vocab.first("The test failure is from my change, fixing it now", "left_alone") is None


def test_dev47_a04_the_rename_the_agent_set_aside_after_two_side_questions() -> None:
    """"tomasz says the rename was an accident … fix that … the prevent_destroy stuff later": the
    identifier line turn 1 set aside, not the dev pin of turn 2 (dev47 a04)."""
    result, expect = _bench_case(CASES_47, "a04")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= int(str(expect["line"])) <= (ref.end_line or 0), ref
