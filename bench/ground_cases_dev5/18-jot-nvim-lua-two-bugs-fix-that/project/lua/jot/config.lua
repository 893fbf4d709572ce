local M = {}

M.defaults = {
  width = 0.6,
  height = 0.6,
  border = "rounded",
  dir = vim.fn.stdpath("data") .. "/jot",
}

M.options = vim.deepcopy(M.defaults)

return M
