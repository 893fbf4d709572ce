local config = require("quicknote.config")

local M = {}

local state = { buf = nil, win = nil }

local function layout()
  local f = config.get().float
  local width = math.floor(vim.o.columns * f.width)
  local height = math.floor(vim.o.lines * f.height)
  local row = math.floor((vim.o.lines - height) / 2)
  local col = math.floor((vim.o.columns - width) / 2)
  return width, height, row, col
end

function M.is_open()
  return state.win ~= nil and vim.api.nvim_win_is_valid(state.win)
end

function M.open(path)
  if M.is_open() then
    vim.api.nvim_set_current_win(state.win)
    return state.win
  end
  local width, height, row, col = layout()
  state.buf = vim.fn.bufadd(path)
  vim.fn.bufload(state.buf)
  vim.bo[state.buf].buflisted = false
  local title = " " .. vim.fn.fnamemodify(path, ":t:r") .. " "
  state.win = vim.api.nvim_open_win(state.buf, true, {
    relative = "editor",
    width = width,
    height = height,
    row = row,
    col = col,
    border = config.get().float.border,
    title = title,
    title_pos = "center",
    style = "minimal",
  })
  vim.wo[state.win].wrap = true
  vim.wo[state.win].linebreak = true
  vim.keymap.set("n", "q", M.close, { buffer = state.buf, nowait = true, desc = "Close quicknote" })
  vim.api.nvim_create_autocmd("BufLeave", {
    buffer = state.buf,
    once = true,
    callback = function()
      vim.cmd("silent! update")
    end,
  })
  return state.win
end

function M.close()
  if M.is_open() then
    vim.api.nvim_buf_call(state.buf, function()
      vim.cmd("silent! update")
    end)
    vim.api.nvim_win_close(state.win, true)
  end
  state.win = nil
end

return M
