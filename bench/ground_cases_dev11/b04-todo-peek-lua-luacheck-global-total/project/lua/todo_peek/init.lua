local config = require("todo_peek.config")
local scanner = require("todo_peek.scanner")
local ui = require("todo_peek.ui")

local M = {}

M.last = { items = {}, summary = nil, root = nil }

local function project_root()
  local found = vim.fs.find(".git", { upward = true, path = vim.fn.expand("%:p:h") })[1]
  return found and vim.fs.dirname(found) or vim.uv.cwd()
end

function M.refresh(opts)
  local root = project_root()
  local items = scanner.scan_dir(root)
  M.last = { items = items, summary = scanner.summary(items), root = root }
  return M.last
end

function M.setup(opts)
  config.setup(opts)
  if config.options.statusline then
    vim.api.nvim_create_autocmd("BufWritePost", {
      group = vim.api.nvim_create_augroup("TodoPeek", { clear = true }),
      callback = function()
        M.refresh()
      end,
    })
  end
end

function M.open()
  local result = M.refresh()
  if #result.items == 0 then
    vim.notify("todo-peek: nothing found under " .. result.root, vim.log.levels.INFO)
    return
  end
  ui.open(result.items, scanner.format_summary(result.summary), result.root)
end

function M.statusline()
  if not M.last.summary then
    return ""
  end
  return string.format("T:%d", M.last.summary.total)
end

return M
