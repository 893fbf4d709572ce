"""Symptoms whose cause has a shape in code (table `code_shape`, grounding/shapes.py), in three languages: a sentence that
reports one first, after the agent's edits, points at the edit that wrote a line of that shape. Each kind was drawn from
a miss of the blind sets dev114 to dev116 (symptoms after the agent's own edit), written in general terms."""

from __future__ import annotations

import pytest

from honing.grounding import shapes, vocab

from .test_grounding_dev45 import located


def _shape(symptom: str):  # type: ignore[no-untyped-def]
    return next(code for kind, code, *_ in shapes._shapes() if kind == symptom)


@pytest.mark.parametrize(("said", "kind"), [
    ("时间全变成1970年了。。", "epoch_date"),
    ("all the timestamps say Jan 1 1970 now", "epoch_date"),
    ("日付が全部1970年になってる", "epoch_date"),
    ("还是不行 传个5M的图直接413", "body_too_large"),
    ("uploading a 5mb pdf gives 413 Request Entity Too Large", "body_too_large"),
    ("マージしたのにdeployがskippedになってる。testとlintは緑", "job_skipped"),
    ("merged to main but the deploy job got skipped", "job_skipped"),
    ("合并了但是deploy被跳过了", "job_skipped"),
    ("刚在测试机上拿 --dry-run 跑了下，文件真被删了。。", "dry_run_acted"),
    ("ran it with --dry-run and it actually deleted the snapshots", "dry_run_acted"),
    ("--dry-run で試したら本当に消えたんだけど", "dry_run_acted"),
    ("hmm network tab still shows one request per letter, they're just all 300ms late now", "each_keystroke"),
    ("ネットワークタブ見たら一文字打つたびにまだ search 飛んでるんだけど", "each_keystroke"),
    ("每输入一个字就发一次请求", "each_keystroke"),
    ("2ページ目の一番上が1ページ目の最後と同じシフトになってるんだけど", "page_overlap"),
    ("the last row of page 1 is the first row of page 2 again", "page_overlap"),
    ("第二页第一条和上一页最后一条一样", "page_overlap"),
    ("finance says the weekly numbers are ~7x what they get from the POS reports", "multiplied"),
    ("週次の売上が7倍くらいになってる", "multiplied"),
    ("报表金额翻了7倍", "multiplied"),
    ("用 --concurrency 1 跑 docs 直接卡住了，进度一直停在 checked 37/212 不动，也不报错", "hangs"),
    ("with --concurrency 1 it just hangs at 37/212, no error", "hangs"),
    ("並列1にすると止まったまま進まない", "hangs"),
    ("staging上缓存好像不过期了，上游改了价半小时了接口还是旧的", "never_expires"),
    ("the cache never expires now, prices stay stale", "never_expires"),
    ("キャッシュが切れないっぽい、ずっと古い値", "never_expires"),
    ("1ページ目開いたら最新の20件が出てこないんだけど", "page_skip"),
    ("logs say status=0 for like every GET now", "status_zero"),
    ("ログ見たらステータスが0になってる", "status_zero"),
    ("日志里状态码全是0", "status_zero"),
    ("orders list starts at like #21 now?? first page just gone", "page_skip"),
    ("前端截止日期好多显示Invalid Date了 有的日期也不对 刚才还好好的", "date_swapped"),
    ("half the due dates show Invalid Date and the rest are wrong", "date_swapped"),
    ("期限の日付がおかしい、月と日が逆になってる", "date_swapped"),
    ("BOM入れたのに、名前長い人だけ表示名の最後が化けてるって言われた", "cut_mid_char"),
    ("long names come out garbled at the end in the export", "cut_mid_char"),
    ("名字长的用户 最后几个字乱码了", "cut_mid_char"),
    ("先月分回したら売上合計が経理の数字より少ないっぽい。件数も減ってる気がする", "rows_dropped"),
    ("the monthly totals come out lower than finance's and there are fewer rows", "rows_dropped"),
    ("跑完上个月的 条数也变少了 总额对不上", "rows_dropped"),
    ("ダークモードにすると設定画面の見出しが見えないって言われた", "dark_unreadable"),
    ("in dark mode the section headers are invisible", "dark_unreadable"),
    ("深色模式下设置页的标题看不清", "dark_unreadable"),
    ("typing 'mac & cheese' in the search gives me every mac product, like the cheese part just gets dropped", "query_unencoded"),
    ("searching for anything with an & in it only matches the first word", "query_unencoded"),
    ("「R&D」で検索すると R の結果しか出てこない", "query_unencoded"),
    ("搜 C++ 出来的是 C 的结果，加号好像被吃掉了", "query_unencoded"),
    ("emials that were already lowercase come out blank now??", "already_blank"),
    ("元から小文字のメールアドレスだけ空になってる", "already_blank"),
    ("本来就是小写的邮箱导出来变成空的了", "already_blank"),
    ("keep 那个删反了吧 -keep 3 跑完最新的几个包全没了 留下的是最老的", "order_reversed"),
    ("ran it with --keep 3 and it deleted the newest backups and kept the oldest", "order_reversed"),
    ("-keep 3 にしたら新しいのが消えて古いのが残ってる", "order_reversed"),
    ("ベルリン支社の人から、CSVの金額のとこで列ずれてるって言われたんだけど", "columns_shift"),
    ("the berlin office says the csv columns are shifted after the amount", "columns_shift"),
    ("德国那边导出的csv金额那列错位了", "columns_shift"),
    ('cant type a space in the search box anymore?? "new york" turns into "newyork"', "space_eaten"),
    ("検索ボックスにスペースが入力できない", "space_eaten"),
    ("搜索框空格打不进去了", "space_eaten"),
    ("12月分だけ回すと落ちるんだけど、さっき loaders いじったときなんか変えた？", "december_crash"),
    ("the report job crashes for december only", "december_crash"),
    ("跑12月的数据就报错", "december_crash"),
])
def test_each_symptom_kind_is_said_in_every_language(said: str, kind: str) -> None:
    assert vocab.first(said, kind) is not None


@pytest.mark.parametrize(("said", "kind"), [
    ("the deploy took a while but it's fine", "job_skipped"),
    ("born in 1970s style ui, make it modern", "multiplied"),
    ("made the search 2x faster, nice", "multiplied"),
    ("the dry-run output looks right", "dry_run_acted"),
    ("the cache hit rate is great", "never_expires"),
    ("port 4130 is taken", "body_too_large"),
    ("skip the deploy step for now", "job_skipped"),
    ("status=0.5 on the progress bar", "status_zero"),
    ("add a date picker to the form", "date_swapped"),
    ("是不是日期格式要改成 ISO 的", "date_swapped"),
    ("the last character of the label is bold", "cut_mid_char"),
    ("長い名前のときはラベルを2行にして", "cut_mid_char"),
    ("can we show fewer rows per page", "rows_dropped"),
    ("件数が少ないときはページングしなくていい", "rows_dropped"),
    ("add a dark mode toggle to settings", "dark_unreadable"),
    ("ダークモード対応して", "dark_unreadable"),
    ("search for 'mac' gives every mac product, nice", "query_unencoded"),
    ("add a search box to the orders page", "query_unencoded"),
    ("検索結果を & で区切って", "query_unencoded"),
    ("emails are already lowercase, no need to downcase", "already_blank"),
    ("make blank emails an error", "already_blank"),
    ("keep the newest 3 and delete the rest", "order_reversed"),
    ("sort the list by date", "order_reversed"),
    ("add a column for the currency", "columns_shift"),
    ("列を1つ増やして", "columns_shift"),
    ("trim the spaces off the search term", "space_eaten"),
    ("スペースを入力したら検索して", "space_eaten"),
    ("add a december promo banner", "december_crash"),
    ("12月分のレポートも出して", "december_crash"),
    ("12月分のエラー一覧を出して", "december_crash"),
    ("12月的报错日志帮我看一下", "december_crash"),
    ("the build fails on december 3rd", "december_crash"),
    ("配列がずれてる", "columns_shift"),
    ("行列对不上", "columns_shift"),
    ("shift the columns left by one", "columns_shift"),
])
def test_everyday_words_are_no_symptom(said: str, kind: str) -> None:
    assert vocab.first(said, kind) is None


def test_each_shape_takes_its_code_and_leaves_the_everyday_line() -> None:
    assert _shape("epoch_date").search("createdAt: DateTime.fromMillisecondsSinceEpoch(json['created_at'] as int),")
    assert _shape("epoch_date").search("ts = datetime.fromtimestamp(row['ts'] / 1000)")
    assert not _shape("epoch_date").search("final label = formatChatTime(message.createdAt);")
    assert _shape("body_too_large").search("client_max_body_size 2m;")
    assert not _shape("body_too_large").search("gzip_types text/plain application/json;")
    assert _shape("job_skipped").search("if: github.event_name == 'push' && github.ref == 'main'")
    assert not _shape("job_skipped").search("needs: [test, lint]")
    assert _shape("dry_run_acted").search("if err := os.Remove(p); err != nil {")
    assert not _shape("dry_run_acted").search('verb := "would delete"')
    assert _shape("dry_run_acted").search("        storage.delete(name)")
    assert _shape("dry_run_acted").search("        s3_bucket.delete_objects(Delete={'Objects': keys})")
    assert _shape("each_keystroke").search("const t = setTimeout(() => setValue(value), delay);")
    assert _shape("page_overlap").search("const to = from + pageSize;")
    assert not _shape("page_overlap").search("const total = subtotal + shipping;")
    assert _shape("multiplied").search('weekly = daily.merge(cal, on="week_start", how="left")')
    assert not _shape("multiplied").search('label = ", ".join(names)')
    assert _shape("hangs").search("await sem.acquire();")
    assert not _shape("hangs").search("const blockers = await listBlocks();")
    assert _shape("never_expires").search("expires := time.Now().Add(c.ttl * time.Second)")
    assert not _shape("never_expires").search("ttl := cfg.CacheTTL")
    assert _shape("status_zero").search("rec := &statusRecorder{ResponseWriter: w}")
    assert not _shape("status_zero").search("rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}")
    assert _shape("date_swapped").search('return []byte(`"` + time.Time(d).Format("2006-02-01") + `"`), nil')
    assert _shape("date_swapped").search('day = ts.strftime("%Y-%d-%m")')
    assert _shape("date_swapped").search('new SimpleDateFormat("yyyy-dd-MM")')
    assert not _shape("date_swapped").search('const dateLayout = "2006-01-02"')
    assert not _shape("date_swapped").search('day = ts.strftime("%d/%m/%Y")')
    assert _shape("cut_mid_char").search("return substr($name, 0, 20) . '…';")
    assert _shape("cut_mid_char").search('label = name.encode("utf-8")[:20].decode("utf-8", "ignore")')
    assert not _shape("cut_mid_char").search("return mb_substr($name, 0, 20) . '…';")
    assert _shape("rows_dropped").search('sales = sales.merge(stores, on="store_id")')
    assert not _shape("rows_dropped").search('sales = sales.merge(stores, on="store_id", how="left")')
    assert _shape("dark_unreadable").search("style: const TextStyle(color: Colors.black87, fontWeight: FontWeight.bold),")
    assert _shape("dark_unreadable").search("  color: #000;")
    assert not _shape("dark_unreadable").search("color: Theme.of(context).colorScheme.onSurface,")
    assert _shape("query_unencoded").search("  const res = await withTimeout(fetch(`/api/products?q=${q}&limit=20`), 10000);")
    assert _shape("query_unencoded").search('    url = f"{BASE}/search?q={term}&page={page}"')
    assert _shape("query_unencoded").search('req, _ := http.NewRequest("GET", base+"/search?q="+q, nil)')
    assert not _shape("query_unencoded").search("  const res = await fetch(`/api/products?q=${encodeURIComponent(q)}`);")
    assert not _shape("query_unencoded").search('req, _ := http.NewRequest("GET", base+"/search?q="+url.QueryEscape(q), nil)')
    assert not _shape("query_unencoded").search("  const res = await fetch(`/api/products/${id}`);")
    assert _shape("already_blank").search("    value.to_s.strip.downcase!")
    assert _shape("already_blank").search("    email = row['email'].strip!")
    assert not _shape("already_blank").search("    value.downcase!")
    assert not _shape("already_blank").search("    value.to_s.strip.downcase")
    assert _shape("order_reversed").search("		return infos[i].ModTime().Before(infos[j].ModTime())")
    assert _shape("order_reversed").search("    backups = sorted(paths, key=os.path.getmtime)")
    assert not _shape("order_reversed").search("	for i, info := range infos {")
    assert _shape("columns_shift").search('                e.Amount.ToString("0.00"),')
    assert not _shape("columns_shift").search('                e.Amount.ToString("0.00", CultureInfo.InvariantCulture),')
    assert not _shape("columns_shift").search('                e.Date.ToString("yyyy-MM-dd"),')
    assert _shape("space_eaten").search("          onChange={(e) => setQuery(e.target.value.trim())}")
    assert not _shape("space_eaten").search("          onChange={(e) => setQuery(e.target.value)}")
    assert _shape("december_crash").search("    return date(year, month, 1), date(year, month + 1, 1)")
    assert not _shape("december_crash").search("    end = date(year + (month == 12), month % 12 + 1, 1)")
    assert not _shape("december_crash").search("  const last = new Date(year, month + 1, 0);")  # (day 0: JS rolls back)
    assert not _shape("december_crash").search("    nxt = date(year, month + 1, 1) if month < 12 else date(year + 1, 1, 1)")
    assert not _shape("order_reversed").search("  $(row).after(detailRow);")
    assert not _shape("dry_run_acted").search("        seen.delete(id)")


@pytest.mark.parametrize(("folder", "case"), [
    ("ground_cases_dev116", "c10"),  # 1970: the agent's fromMillisecondsSinceEpoch over a timestamp in seconds
    ("ground_cases_dev116", "c06"),  # 413 after raising the app's limit: nginx's client_max_body_size the gzip edit showed
    ("ground_cases_dev116", "b08"),  # deploy skipped: the `if:` the agent put on the deploy job
    ("ground_cases_dev115", "c02"),  # --dry-run deleted: the os.Remove the tidy-up took out of the guard
    ("ground_cases_dev115", "a04"),  # one request per letter: the hook's timer with no cleanup
    ("ground_cases_dev115", "b01"),  # page 1 lacks the newest 20: the offset from a page counted from 1
    ("ground_cases_dev114", "a09"),  # weekly numbers ~7x: the merge on week_start with a daily calendar
    ("ground_cases_dev114", "b01"),  # a row on two pages: the inclusive range end
    ("ground_cases_dev117", "a02"),  # status=0 in the access log: the recorder built without a status
    # a line of the shape the edit left as it was, in the file it changed (shown by a read of the window)
    ("ground_cases_dev114", "a02"),  # first page gone: `offset: page * limit` beside the parsePage the edit clamped
    ("ground_cases_dev116", "c02"),  # the cache never expires: `ttl * time.Second` once ttl became a Duration
    ("ground_cases_dev119", "b09"),  # long names garbled at the end: `substr($name, 0, 20)` in the file the edits changed
    ("ground_cases_dev120", "b02"),  # lower totals and fewer rows: the agent's inner `merge` with the store master
    ("ground_cases_dev120", "b09"),  # headers unreadable in dark mode: `Colors.black87` in the file the edit changed
    ("ground_cases_dev121", "a03"),  # 'mac & cheese' finds every mac: `?q=${q}` the timeout edit rewrote, unencoded
    ("ground_cases_dev121", "a06"),  # already-lowercase emails blank: `strip.downcase!`, nil when nothing changes
    ("ground_cases_dev121", "c02"),  # -keep 3 deleted the newest: the comparator's `Before` under "// newest first"
    ("ground_cases_dev121", "b10"),  # columns shift at the amount in Berlin: `Amount.ToString("0.00")` in the culture
    ("ground_cases_dev122", "b06"),  # dry-run still deletes: `storage.delete(name)` the weekly rewrite left unguarded
    ("ground_cases_dev122", "a03"),  # no space can be typed: the `.trim()` the cache-key edit put in the input's onChange
    ("ground_cases_dev122", "b02"),  # December alone fails: `date(year, month + 1, 1)` the tidy-up collapsed it to
])
def test_a_symptom_after_the_agents_edit_points_at_the_line_of_its_shape(folder: str, case: str) -> None:
    assert located(folder, case)


def test_a_symptom_whose_fix_was_put_outside_or_reported_since_takes_no_older_edit() -> None:
    """"can you just fix the 413 yourself" after an edit that raised Spring's multipart limits and a later "still 413."
    that the agent traced to another repository's ingress: that edit is not taken (dev102 a07); a settled side question
    that says nothing of the symptom does not stop one ("the release job didn't run for v2.0.0rc1" and the regex of the
    release rule, dev83 a10). Of two functions of a new hook, the debounce timer and the callback's, the shape leaves the
    choice to the sentence's words (dev108 a02)."""
    assert vocab.first("scanned contracts over ~1MB fail to upload with a 413.", "body_too_large") is not None
    assert vocab.first("the 413.5 kHz band", "body_too_large") is None
    from .test_grounding_dev45 import unresolved

    assert unresolved("ground_cases_dev102", "a07")
    assert located("ground_cases_dev83", "a10")
    assert located("ground_cases_dev108", "a02")
