"use strict";

const { name, version } = require("./package.json");
const noUpwardImport = require("./lib/rules/no-upward-import");

const plugin = {
  meta: { name, version },
  rules: {
    "no-upward-import": noUpwardImport,
  },
  configs: {},
};

plugin.configs.recommended = {
  plugins: { layers: plugin },
  rules: {
    "layers/no-upward-import": "error",
  },
};

// eslintrc-style config for ESLint 8 users
plugin.configs["legacy-recommended"] = {
  plugins: ["layers"],
  rules: {
    "layers/no-upward-import": "error",
  },
};

module.exports = plugin;
