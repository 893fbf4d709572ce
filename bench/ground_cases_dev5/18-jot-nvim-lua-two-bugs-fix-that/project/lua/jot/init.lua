local config = require("jot.config")
local float = require("jot.float")
local notes = require("jot.notes")

local M = {}

function M.setup(opts)
  opts = opts or {}
  config.options = vim.tbl_deep_extend("keep", config.defaults, opts)
end

function M.open(name)
  local path = notes.path(config.options.dir, name or os.date("%Y-%m-%d"))
  return float.open(path, config.options)
end

function M.list()
  vim.ui.select(notes.list(config.options.dir), { prompt = "jot" }, function(choice)
    if choice then
      M.open(choice)
    end
  end)
end

return M
