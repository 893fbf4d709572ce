local M = {}

function M.open(path, cfg)
  local columns, lines = vim.o.columns, vim.o.lines
  local width = math.floor(columns * cfg.width) - 4
  local height = math.floor(lines * cfg.height)
  local buf = vim.fn.bufadd(path)
  vim.fn.bufload(buf)
  local win = vim.api.nvim_open_win(buf, true, {
    relative = "editor",
    width = width,
    height = height,
    row = math.floor((lines - height) / 2),
    col = math.floor((columns - width) / 2),
    style = "minimal",
    border = cfg.border,
  })
  vim.wo[win].wrap = true
  return win
end

return M
