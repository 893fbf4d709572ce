local M = {}

function M.check()
  vim.health.start("jot.nvim")
  local dir = require("jot.config").options.dir
  if vim.fn.isdirectory(dir) == 1 then
    vim.health.ok("notes directory: " .. dir)
  else
    vim.health.warn("notes directory does not exist yet: " .. dir)
  end
end

return M
