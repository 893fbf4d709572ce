local config = require("todo_peek.config")
local api = vim.api

local M = {}

local state = { buf = nil, win = nil, items = {} }

local function close()
  if state.win and vim.api.nvim_win_is_valid(state.win) then
    vim.api.nvim_win_close(state.win, true)
  end
  state.win, state.buf = nil, nil
end

local function jump()
  local lnum = vim.api.nvim_win_get_cursor(0)[1]
  local item = state.items[lnum]
  close()
  if item then
    vim.cmd.edit(vim.fn.fnameescape(item.path))
    vim.api.nvim_win_set_cursor(0, { item.lnum, item.col - 1 })
  end
end

function M.open(items, title, root)
  close()
  state.items = items
  local lines = {}
  for _, item in ipairs(items) do
    local rel = item.path:sub(#root + 2)
    lines[#lines + 1] = string.format("%-5s %s:%d  %s", item.keyword, rel, item.lnum, item.text)
  end

  state.buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(state.buf, 0, -1, false, lines)
  vim.bo[state.buf].modifiable = false
  vim.bo[state.buf].bufhidden = "wipe"

  local opts = config.options.window
  local width = math.floor(vim.o.columns * opts.width)
  local height = math.max(1, math.min(#lines, math.floor(vim.o.lines * opts.height)))
  state.win = vim.api.nvim_open_win(state.buf, true, {
    relative = "editor",
    width = width,
    height = height,
    row = math.floor((vim.o.lines - height) / 2),
    col = math.floor((vim.o.columns - width) / 2),
    border = opts.border,
    title = " " .. title .. " ",
    title_pos = "center",
    style = "minimal",
  })

  vim.keymap.set("n", "<CR>", jump, { buffer = state.buf, nowait = true })
  vim.keymap.set("n", "q", close, { buffer = state.buf, nowait = true })
  vim.keymap.set("n", "<Esc>", close, { buffer = state.buf, nowait = true })
end

return M
