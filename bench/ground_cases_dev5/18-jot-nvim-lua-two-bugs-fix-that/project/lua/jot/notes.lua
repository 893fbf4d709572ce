local M = {}

function M.path(dir, name)
  vim.fn.mkdir(dir, "p")
  return dir .. "/" .. name .. ".md"
end

function M.list(dir)
  local names = {}
  for file in vim.fs.dir(dir) do
    local name = file:match("^(.*)%.md$")
    if name then
      table.insert(names, name)
    end
  end
  table.sort(names, function(a, b) return a > b end)
  return names
end

return M
