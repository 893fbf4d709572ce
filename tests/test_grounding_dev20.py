"""Grounding behaviours found on the twentieth development set (bench/ground_cases_dev20):
a report from a standup that the session never discussed, and a sentence that leaves the
choice between two laid-out places to the agent."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding.settled import _from_elsewhere
from honing.sessions.model import Turn

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit as _edit_call

_PRODUCT = ("namespace Shopfront.Api.Models;\n\npublic class Product\n{\n    public int Id { get; set; }\n"
            "    public string Sku { get; set; } = string.Empty;\n    public string Name { get; set; } = string.Empty;\n"
            "    public decimal Price { get; set; }\n}\n")
_DISCOUNTS = ("namespace Shopfront.Api.Services;\n\npublic class DiscountCodeService\n{\n"
              "    public decimal Apply(string code, decimal total)\n    {\n        return total;\n    }\n}\n")


def _session() -> list[dict[str, str]]:
    return [{"role": "user", "content": "clean up the CS8618 warnings in Product.cs"},
            {"role": "assistant", "content": "Done: `Sku` and `Name` in `Shopfront.Api/Models/Product.cs` now default to "
                                             "`string.Empty`, so the nullable warnings are gone."},
            {"role": "user", "content": "is Skip/Take slow on big pages?"},
            {"role": "assistant", "content": "Offset paging reads and drops the skipped rows; keyset paging avoids it."}]


def test_a_report_from_standup_that_the_session_never_mentions_is_unresolved(tmp_path: Path) -> None:
    """"marco said in standup the discount code thing is still broken": the session never
    spoke of discounts, so no file of it is the referent, and the edited Product.cs is no
    stand-in (dev20 a09). Generic words of the sentence ("code", "broken") stand in any
    session and do not make it known."""
    root = write(tmp_path, {"Shopfront.Api/Models/Product.cs": _PRODUCT,
                            "Shopfront.Api/Services/DiscountCodeService.cs": _DISCOUNTS})
    sentence = ("cool. marco said in standup the discount code thing is still broken for him, can you fix that too "
                "while you're at it")
    ref = honing.ground(sentence, _session(), cwd=root).references[0]
    assert not ref.resolved and "outside this session" in ref.reason, ref
    # the same words after a session that did discuss the discount code: known, not outside
    spoken = [Turn(1, "the discount code field rejects lowercase codes", "`DiscountCodeService.Apply` compares "
                   "case-sensitively.", ())]
    assert _from_elsewhere(sentence, spoken) is None
    assert _from_elsewhere("the discount code thing from standup is broken", []) == "discount"


_SYNC = ("class SyncRepository(private val scope: CoroutineScope) {\n    fun syncPending() {\n"
         "        scope.launch(Dispatchers.IO) {\n            upload()\n        }\n    }\n}\n")
_FAKE_API = "class FakeNoteApi {\n    val calls = mutableListOf<String>()\n    suspend fun upload() {\n        calls.add(\"x\")\n    }\n}\n"


def test_a_sentence_that_leaves_the_choice_open_between_two_causes_is_unresolved(tmp_path: Path) -> None:
    """「先随便修一个吧」 ("just fix either one for now") after two causes in two files: the
    sentence declines to choose, so choosing one would be a guess (dev20 c09); "fix the
    FakeNoteApi one" still chooses."""
    root = write(tmp_path, {"app/sync/SyncRepository.kt": _SYNC, "app/test/FakeNoteApi.kt": _FAKE_API})
    causes = ("这个测试偶发失败有两处原因：\n\n1. `app/sync/SyncRepository.kt` 第 3 行 `scope.launch(Dispatchers.IO)` 绕开了测试调度器。\n"
              "2. `app/test/FakeNoteApi.kt` 第 2 行的 `calls` 不是线程安全的列表，并发写会丢。\n\n两处都会导致偶发失败。")
    messages = [{"role": "user", "content": "SyncRepositoryTest 偶发挂，CI 上十次挂一次"},
                {"role": "assistant", "content": causes},
                {"role": "user", "content": "FakeNoteDao 会不会也有一样的问题"},
                {"role": "assistant", "content": "`FakeNoteDao` 没问题，用的是 `ConcurrentHashMap`。"}]
    ref = honing.ground("先随便修一个吧 看看还挂不挂", messages, cwd=root).references[0]
    assert not ref.resolved and "leaves open" in ref.reason, ref
    english = honing.ground("either one is fine, just fix it", messages, cwd=root).references[0]
    assert not english.resolved
    chosen = honing.ground("fix the FakeNoteApi one", messages, cwd=root).references[0]
    assert chosen.resolved and chosen.path == "app/test/FakeNoteApi.kt", chosen


_REPOSITORY = """package com.plumline.billing.order;

public interface OrderRepository extends JpaRepository<Order, Long> {

    Optional<Order> findByIdAndTenantId(long id, long tenantId);

    @Query("select o from Order o where o.tenantId = :tenantId and o.createdAt >= :from order by o.createdAt")
    List<Order> findForPeriod(@Param("tenantId") long tenantId, @Param("from") Instant from);

    @Query("select o from Order o join fetch o.customer where o.id = :id")
    Optional<Order> findWithCustomer(@Param("id") long id);
}
"""


def test_go_with_your_recommendation_takes_the_option_the_agent_would_go_with(tmp_path: Path) -> None:
    """"I'd go with **1**" after a list of two fixes recommends item 1; "ok go with your
    recommendation then" is that item: `findForPeriod`, reported from its `@Query` line, and
    not `findWithCustomer`, which the item names as the one that "already does it this way"
    (dev20 a03)."""
    root = write(tmp_path, {"src/main/java/com/plumline/billing/order/OrderRepository.java": _REPOSITORY,
                            "src/main/resources/application.yml": "spring:\n  jpa:\n    open-in-view: false\n"})
    reply = ("It's an N+1 on `customer`.\n\nTwo ways to fix it:\n\n"
             "1. **Fetch join in the report query**: change `findForPeriod`'s JPQL to `select o from Order o join fetch "
             "o.customer where ...`. `findWithCustomer` in the same repository already does it this way.\n"
             "2. **Batch fetching**: set `default_batch_fetch_size: 100` in `application.yml`.\n\n"
             "I'd go with **1**: it's local to the report. Want me to make that change?")
    messages = [{"role": "user", "content": "/api/reports/monthly takes ~8s in prod. can you look at why? don't change "
                                            "anything yet"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "what would 2 do to the rest of the app tho?"},
                {"role": "assistant", "content": "It is global: every lazy association loads in batches. I'd still go with 1."}]
    ref = honing.ground("ok go with your recommendation then", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "findForPeriod", ref
    assert ref.start_line == 7 and ref.end_line == 8, ref  # from its @Query line


# the review of this round's change found these; each failed before its fix


def test_either_one_leaves_the_choice_open_only_when_the_sentence_picks_nothing(tmp_path: Path) -> None:
    """「どっちでもいいけど FakeNoteApi のほうを直して」 picks by name; a newer report at one place
    ("guard with `isActive` or catch, which do you prefer?") is what "either one is fine"
    answers, not the older list of two causes."""
    root = write(tmp_path, {"app/sync/SyncRepository.kt": _SYNC, "app/test/FakeNoteApi.kt": _FAKE_API})
    causes = ("这个测试偶发失败有两处原因：\n\n1. `app/sync/SyncRepository.kt` 第 3 行 `scope.launch(Dispatchers.IO)` 绕开了测试调度器。\n"
              "2. `app/test/FakeNoteApi.kt` 第 2 行的 `calls` 不是线程安全的列表，并发写会丢。")
    listed = [{"role": "user", "content": "SyncRepositoryTest 偶发挂，CI 上十次挂一次"},
              {"role": "assistant", "content": causes}]
    named = honing.ground("どっちでもいいけど FakeNoteApi のほうを直して", listed, cwd=root).references[0]
    assert named.resolved and named.path == "app/test/FakeNoteApi.kt", named
    newer = listed + [{"role": "user", "content": "now the app crashes when the screen closes during a sync"},
                      {"role": "assistant", "content": "The crash is in `app/sync/SyncRepository.kt` line 4: `upload()` runs "
                                                       "after the scope is cancelled. Guard with `isActive` or catch the "
                                                       "cancellation, which do you prefer?"}]
    ref = honing.ground("either one is fine, go ahead", newer, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/sync/SyncRepository.kt", ref


def test_a_standup_sentence_about_a_discussed_thing_is_not_from_elsewhere() -> None:
    """"from the meeting: the really annoying thing is the login redirect": adjectives of the
    phrase are no names, and "redirect" was discussed."""
    turns = [Turn(1, "after login I land on /login again", "The redirect loops: `auth/session.py:40` treats a fresh "
                  "session as expired.", ())]
    assert _from_elsewhere("from the meeting: the really annoying thing is the login redirect, can you fix it", turns) is None
    assert _from_elsewhere("in standup we agreed the simpler one is fine: the login redirect, fix it", turns) is None


def test_found_it_blames_the_project_only_when_it_opens_a_clause_and_clears_nothing() -> None:
    from honing.grounding.prose import _blames_project
    assert not _blames_project("I haven't found it yet. `app/mailer.py:12` reads the key correctly.")
    assert not _blames_project("Found it: the key in the env is the old one. `app/mailer.py:12` reads `SENDGRID_KEY` "
                               "correctly, so the code is fine.")
    assert _blames_project("Found it. `app/mailer.py:12` passes the key name instead of its value.")


def test_instead_of_follows_the_code_that_stands_and_a_list_opening_names_its_file_whole() -> None:
    from honing.grounding import remaining
    from honing.grounding.candidates import _line_beside
    from honing.sessions.model import ToolCall
    said = "Line 14 calls `count()` instead of `total()`."
    assert _line_beside(said, said.index("`"), [(0, 14)]) == 14
    listing = ("Both are in `src/components/site-header.css`:\n\n1. **menu** `z-index: 10` is below the banner.\n"
               "2. **logo** `height: 32px` is fixed.\n")
    edit = ToolCall("Edit", '{"file_path": "src/components/header.css", "old_string": "  z-index: 10;", '
                            '"new_string": "  z-index: 30;"}', "ok", ("src/components/header.css",))
    turns = [Turn(1, "two header bugs", listing, ()), Turn(2, "do the menu first", "Done.", (edit,))]
    spans = remaining.numbered_items(listing)
    assert remaining._taken_up(turns, turns[0], listing, spans) == set()  # header.css is not site-header.css
    same = ToolCall("Edit", edit.arguments.replace("src/components/header.css", "src/components/site-header.css"), "ok",
                    ("src/components/site-header.css",))
    turns[1] = Turn(2, "do the menu first", "Done.", (same,))
    assert remaining._taken_up(turns, turns[0], listing, spans) == {1}


_VALUES_PROD = ("api:\n  replicas: 3\n  resources:\n    limits:\n      cpu: \"1\"\n      memory: 512Mi\n"
                + "".join(f"  # tuning note {n}\n" for n in range(12))
                + "worker:\n  concurrency: 16\n  resources:\n    limits:\n      cpu: \"1\"\n      memory: 512Mi\n")


def test_the_value_a_proposed_change_replaces_places_the_option(tmp_path: Path) -> None:
    """「limit 从 `512Mi` 调到 `1536Mi`」 in the option the user takes: `512Mi` is too short to be a
    mention of its own, but it is the value that stands where the change goes; where it stands
    twice in the named file, the place runs over both lines (dev20 c10)."""
    from honing.grounding.edits import replaced
    item = "limit 从 `512Mi` 调到 `1536Mi`，request 也相应提到 `1Gi`"
    assert [old for _, old in replaced(item)] == ["512Mi"]
    assert [old for _, old in replaced("change `<` to `<=` and use `a` instead of `b`")] == ["<", "b"]
    root = write(tmp_path, {"charts/billing/values-prod.yaml": _VALUES_PROD,
                            "charts/billing/values.yaml": "worker:\n  resources:\n    limits:\n      memory: 256Mi\n"})
    reply = ("worker 被 OOM kill 了，并发从 4 调到了 16，内存没跟着动。\n\n两个方向：\n\n"
             "1. **调大 prod 的 worker 内存**：`values-prod.yaml` 里 worker 的 limit 从 `512Mi` 调到 `1536Mi`。\n"
             "2. **把 concurrency 降回 8**：不改资源，但吞吐会少一半。\n\n建议走第 1 个。")
    messages = [{"role": "user", "content": "billing-worker 这周老是重启，Exit Code 137"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("行 那worker内存就按你说的调吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "charts/billing/values-prod.yaml", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 23 <= ref.end_line, ref


_USE_ORDERS = ("export function useOrders(page: number, status: string) {\n  const [rows, setRows] = useState([]);\n"
               "  useEffect(() => {\n    fetchOrders(page, status).then(setRows);\n  }, [page]);\n  return rows;\n}\n")
_ORDER_TABLE = ("export function OrderTable({ orders }: Props) {\n  const sorted = orders.sort(compare);\n"
                "  return <table>{sorted.map(row)}</table>;\n}\n")


def test_the_other_one_is_the_item_put_on_hold_after_the_agent_did_the_first(tmp_path: Path) -> None:
    """「1だけ先にやって。2は…一旦保留で」 takes 1 and holds 2; the agent's 「1 を直しました」
    says 1 is done; 「もう一個のほうもお願い」 is then item 2 (dev20 b02)."""
    root = write(tmp_path, {"src/hooks/useOrders.ts": _USE_ORDERS, "src/components/OrderTable.tsx": _ORDER_TABLE})
    listing = ("原因は2つあります。\n\n1. `src/hooks/useOrders.ts:5` の `useEffect` の依存配列に `status` がありません。\n"
               "2. `src/components/OrderTable.tsx:2` の `orders.sort()` が props の配列をその場で並べ替えています。")
    messages = ([{"role": "user", "content": "ステータスで絞り込んでも効かないときがあるし、金額で並べ替えると表がおかしくなる"},
                 {"role": "assistant", "content": listing},
                 {"role": "user", "content": "1だけ先にやって。2はほかの画面でも同じ書き方してないか後で見たいから一旦保留で"}]
                + [{"role": "assistant", "content": "1 を直しました。依存配列を `[page, status]` にしました。2 は保留のままです。"},
                   {"role": "user", "content": "vitest って CI で watch しないよね?"},
                   {"role": "assistant", "content": "しません。CI では `vitest run` です。"}])
    ref = honing.ground("OK、じゃあもう一個のほうもお願い", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/components/OrderTable.tsx", ref


_PRICING_CARD = ("<template>\n  <div class=\"card\">\n    <span class=\"price\">{{ price }}</span>\n"
                 "    <span class=\"period\">per month, billed yearly</span>\n  </div>\n</template>\n\n<style scoped>\n"
                 ".card {\n  background: var(--color-surface);\n}\n\n.price {\n  color: var(--color-text);\n}\n\n"
                 ".period {\n  font-size: 0.8rem;\n  color: #1f2937;\n}\n</style>\n")


def test_a_complaint_about_how_an_element_looks_is_placed_at_the_rule_that_styles_it(tmp_path: Path) -> None:
    """"the small 'per month, billed yearly' text is basically invisible in dark mode": the
    quoted text stands in the template, the rule `.period` of the same component styles it
    (dev20 a05); the same sentence without a word about looks stays at the element."""
    root = write(tmp_path, {"src/components/PricingCard.vue": _PRICING_CARD})
    messages = [{"role": "user", "content": "the pricing cards are white on the dark page"},
                {"role": "assistant", "content": "I replaced the hard-coded colours of `.card` and `.price` in "
                                                 "`src/components/PricingCard.vue` with the theme tokens."}]
    looks = honing.ground("one more: the small \"per month, billed yearly\" text under the price is basically invisible "
                          "in dark mode", messages, cwd=root).references[0]
    assert looks.resolved and looks.symbol == ".period" and looks.start_line == 17, looks
    words = honing.ground("one more: the \"per month, billed yearly\" text should say \"per year\"", messages,
                          cwd=root).references[0]
    assert words.resolved and words.start_line is not None and words.start_line <= 4 <= (words.end_line or 0), words


_CONTROLLER = """package com.acme.orders.web;

@RestController
public class OrderController {
    private final OrderService orders;

    @PostMapping("/orders")
    public ResponseEntity<OrderResponse> create(@RequestBody OrderRequest request,
            @RequestHeader(value = "X-Channel", defaultValue = "web") String channel) {
        return ResponseEntity.status(201).body(orders.create(request, channel));
    }
}
"""
_SERVICE = """package com.acme.orders.service;

public class OrderService {
    public OrderResponse create(OrderRequest request, String channel) {
        Order order = new Order(request.getSku(), request.getQuantity(), channel);
        return OrderResponse.of(repository.save(order));
    }
}
"""


def test_a_junit_failure_since_the_edit_points_at_the_class_its_test_class_tests(tmp_path: Path) -> None:
    """"OrderControllerTest > createOrder_rejectsZeroQuantity() FAILED" is Gradle's report of a
    test; it fails since the agent rewrote `create` in both OrderController and OrderService,
    and the test class names the one it tests: OrderController, where `@Valid` was lost (dev20
    c02)."""
    from honing.grounding import mentions
    found = mentions.find("OrderControllerTest > createOrder_rejectsZeroQuantity() FAILED")
    assert any(m.kind == "test" and m.value == "createOrder_rejectsZeroQuantity" for m in found)
    root = write(tmp_path, {"src/main/java/com/acme/orders/web/OrderController.java": _CONTROLLER,
                            "src/main/java/com/acme/orders/service/OrderService.java": _SERVICE})
    messages = ([{"role": "user", "content": "加一个 X-Channel header，记到订单上"}]
                + _edit_call("e1", "src/main/java/com/acme/orders/web/OrderController.java",
                             "    public ResponseEntity<OrderResponse> create(@Valid @RequestBody OrderRequest request) {",
                             "    public ResponseEntity<OrderResponse> create(@RequestBody OrderRequest request,\n"
                             "            @RequestHeader(value = \"X-Channel\", defaultValue = \"web\") String channel) {")
                + _edit_call("e2", "src/main/java/com/acme/orders/service/OrderService.java",
                             "    public OrderResponse create(OrderRequest request) {",
                             "    public OrderResponse create(OrderRequest request, String channel) {\n"
                             "        Order order = new Order(request.getSku(), request.getQuantity(), channel);")
                + [{"role": "assistant", "content": "加好了，`mvnw compile` 通过。"}])
    sentence = "CI挂了 OrderControllerTest > createOrder_rejectsZeroQuantity() FAILED  Status expected:<400> but was:<201>  看下"
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path.endswith("web/OrderController.java"), ref
