"use strict";

const path = require("node:path");
const { afterEach, describe, it } = require("node:test");
const { RuleTester } = require("eslint");
const rule = require("../lib/rules/no-upward-import");
const { clearCache } = require("../lib/utils/resolve");

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

afterEach(clearCache);

const root = path.resolve("/repo");
const win = require("node:path").win32;
const src = path.join(root, "src");
const file = (p) => path.join(src, ...p.split("/"));
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

describe("toPosix", () => {
  it("turns Windows separators into slashes", () => {
    const { toPosix } = require("../lib/utils/paths");
    const rel = win.relative("C:\\repo\\src", "C:\\repo\\src\\features\\cart\\index.js");
    const expected = path.sep === "\\" ? "features/cart/index.js" : rel;
    require("node:assert").strictEqual(toPosix(rel), expected);
  });
});

ruleTester.run("no-upward-import", rule, {
  valid: [
    { code: "import x from '../../shared/ui/button';", filename: file("features/cart/index.js"), options: [{ root: src }] },
    { code: "import x from '@/entities/user';", filename: file("features/cart/index.js"), options: [{ root: src }] },
    { code: "import React from 'react';", filename: file("shared/ui/button.js"), options: [{ root: src }] },
    { code: "import x from '../../features/cart';", filename: path.join(root, "scripts/build.js"), options: [{ root: src }] },
  ],
  invalid: [
    {
      code: "import x from '@/features/cart';",
      filename: file("entities/user/index.js"),
      options: [{ root: src }],
      errors: [{ messageId: "upward", data: { from: "entities", to: "features" } }],
    },
    {
      code: "export * from '../../app/store';",
      filename: file("shared/lib/index.js"),
      options: [{ root: src }],
      errors: [{ messageId: "upward", data: { from: "shared", to: "app" } }],
    },
  ],
});
