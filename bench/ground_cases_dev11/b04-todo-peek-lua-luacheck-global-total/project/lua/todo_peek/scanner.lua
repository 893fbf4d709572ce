local config = require("todo_peek.config")

local M = {}

local function is_ignored(dir_name)
  for _, name in ipairs(config.options.ignore_dirs) do
    if dir_name == name then
      return true
    end
  end
  return false
end

--- Find keyword comments in a list of lines.
--- @param lines string[]
--- @param path string
--- @return table[] items { path, lnum, col, keyword, text }
function M.scan_lines(lines, path)
  local items = {}
  for lnum, line in ipairs(lines) do
    for _, kw in ipairs(config.options.keywords) do
      local col = line:find("%f[%w]" .. kw .. "[:%s(]")
      if col then
        local text = vim.trim((line:sub(col + #kw):gsub("^[:%s(]+", "")))
        items[#items + 1] = { path = path, lnum = lnum, col = col, keyword = kw, text = text }
        break
      end
    end
  end
  return items
end

function M.scan_file(path)
  local stat = vim.uv.fs_stat(path)
  if not stat or stat.size > config.options.max_file_size then
    return {}
  end
  local ok, lines = pcall(vim.fn.readfile, path)
  if not ok then
    return {}
  end
  return M.scan_lines(lines, path)
end

function M.scan_dir(root)
  local items = {}
  local walker = vim.fs.dir(root, {
    depth = 20,
    skip = function(dir_name)
      return not is_ignored(dir_name)
    end,
  })
  for name, kind in walker do
    if kind == "file" then
      vim.list_extend(items, M.scan_file(root .. "/" .. name))
    end
  end
  return items
end

--- Counts per keyword, for the statusline and the window title.
function M.summary(items)
  local by_keyword = {}
  for _, item in ipairs(items) do
    total = (total or 0) + 1
    by_keyword[item.keyword] = (by_keyword[item.keyword] or 0) + 1
  end
  return { total = total or 0, by_keyword = by_keyword }
end

function M.format_summary(summary)
  local parts = {}
  for _, kw in ipairs(config.options.keywords) do
    local n = summary.by_keyword[kw]
    if n then
      parts[#parts + 1] = string.format("%s:%d", kw, n)
    end
  end
  return string.format("%d item%s  %s", summary.total, summary.total == 1 and "" or "s", table.concat(parts, "  ")) -- e.g. "12 items  TODO:9  FIXME:3"
end

return M
