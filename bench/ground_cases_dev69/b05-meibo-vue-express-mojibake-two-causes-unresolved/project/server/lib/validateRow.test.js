import { test } from "node:test";
import assert from "node:assert/strict";
import { validateRow } from "./validateRow.js";

const ok = { 社員番号: "001234", 氏名: "山田 太郎", フリガナ: "ヤマダ タロウ", 所属: "大阪支店", 入社日: "2020/04/01" };

test("valid row", () => {
  assert.deepEqual(validateRow(ok), []);
});

test("missing name", () => {
  assert.deepEqual(validateRow({ ...ok, 氏名: "" }), ["氏名が空です"]);
});

test("hiragana furigana", () => {
  assert.deepEqual(validateRow({ ...ok, フリガナ: "やまだ たろう" }), ["フリガナは全角カタカナで入力してください"]);
});
