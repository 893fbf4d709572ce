import { test } from "node:test";
import assert from "node:assert/strict";

import { parseList } from "../src/scrape.js";
import { pickNew } from "../src/state.js";

const HTML = `
<table class="itemlist">
  <tr class="item">
    <td class="title"><a href="/shop/item.php?id=1201">ねじ式 初版</a></td>
    <td class="author">つげ義春</td>
    <td class="price">3,800円</td>
  </tr>
  <tr class="item">
    <td class="title"><a href="/shop/item.php?id=1202">河童の三平</a></td>
    <td class="author">水木しげる</td>
    <td class="price">1,200円</td>
  </tr>
</table>`;

test("parseList reads title, author, price and absolute url", () => {
  const items = parseList(HTML);
  assert.equal(items.length, 2);
  assert.equal(items[0].title, "ねじ式 初版");
  assert.equal(items[0].price, 3800);
  assert.equal(items[0].url, "https://www.hidamari-books.example.jp/shop/item.php?id=1201");
});

test("pickNew skips keys already seen", () => {
  const items = parseList(HTML);
  const seen = new Set([items[0].key]);
  assert.deepEqual(pickNew(items, seen).map((i) => i.title), ["河童の三平"]);
});
