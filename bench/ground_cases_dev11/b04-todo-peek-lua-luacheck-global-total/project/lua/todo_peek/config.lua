local M = {}

M.defaults = {
  keywords = { "TODO", "FIXME", "HACK", "NOTE", "XXX" },
  ignore_dirs = { ".git", "node_modules", "dist", "build", ".venv" },
  max_file_size = 256 * 1024,
  window = {
    width = 0.6,
    height = 0.5,
    border = "rounded",
  },
  statusline = true,
}

M.options = vim.deepcopy(M.defaults)

function M.setup(user)
  M.options = vim.tbl_deep_extend("force", vim.deepcopy(M.defaults), user or {})
  local keywords = {}
  for _, kw in ipairs(M.options.keywords) do
    keywords[#keywords + 1] = kw:upper()
  end
  M.options.keywords = keywords
  return M.options
end

return M
