from qingdan import parse


def test_flat():
    tasks = parse("- [ ] 买菜\n- [x] 交房租\n")
    assert [(t.text, t.done) for t in tasks] == [("买菜", False), ("交房租", True)]


def test_ignores_plain_lines():
    assert parse("# 标题\n普通文字\n") == []


def test_nested_items():
    md = "- [ ] 搬家\n  - [ ] 打包\n  - [x] 找车\n"
    (root,) = parse(md)
    assert [c.text for c in root.children] == ["打包", "找车"]
