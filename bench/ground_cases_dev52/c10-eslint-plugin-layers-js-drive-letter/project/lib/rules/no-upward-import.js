"use strict";

const path = require("node:path");
const { layerOf } = require("../utils/resolve");
const { isRelativeSpecifier, stripQuery } = require("../utils/paths");

const DEFAULT_LAYERS = ["app", "pages", "widgets", "features", "entities", "shared"];

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: "problem",
    docs: {
      description: "Disallow importing from a higher architecture layer",
      url: "https://github.com/gaoyu-dev/eslint-plugin-layers/blob/main/docs/rules/no-upward-import.md",
    },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          layers: { type: "array", items: { type: "string" }, minItems: 2, uniqueItems: true },
          alias: { type: "string" },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      upward: "'{{from}}' is below '{{to}}': a {{from}} module must not import from {{to}}.",
    },
  },

  create(context) {
    const options = context.options[0] || {};
    const layers = options.layers || DEFAULT_LAYERS;
    const cwd = context.cwd ?? context.getCwd();
    const rootDir = path.resolve(cwd, options.root || "src");
    const alias = options.alias || "@/";
    const filename = context.filename ?? context.getFilename();
    const fromLayer = layerOf(filename, rootDir, layers);
    if (fromLayer === null) return {};

    function target(raw) {
      const source = stripQuery(raw);
      if (source.startsWith(alias)) return path.join(rootDir, source.slice(alias.length));
      if (isRelativeSpecifier(source)) return path.resolve(path.dirname(filename), source);
      return null; // a package
    }

    function check(node) {
      const file = target(node.source.value);
      if (file === null) return;
      const toLayer = layerOf(file, rootDir, layers);
      if (toLayer !== null && layers.indexOf(toLayer) < layers.indexOf(fromLayer)) {
        context.report({ node: node.source, messageId: "upward", data: { from: fromLayer, to: toLayer } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};
