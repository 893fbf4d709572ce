local M = {}

M.defaults = {
  dir = vim.fn.stdpath("data") .. "/quicknote",
  extension = ".md",
  -- os.date format of the first line of a new note
  heading = "# %A, %d %B %Y",
  float = {
    width = 0.6,
    height = 0.7,
    border = "rounded",
  },
  keymaps = {
    toggle = "<leader>nn",
    search = "<leader>ns",
  },
}

local options = vim.deepcopy(M.defaults)

local function validate(opts)
  vim.validate({
    dir = { opts.dir, "string" },
    extension = { opts.extension, "string" },
    heading = { opts.heading, "string" },
    ["float.width"] = { opts.float.width, "number" },
    ["float.height"] = { opts.float.height, "number" },
  })
  if opts.float.width <= 0 or opts.float.width > 1 or opts.float.height <= 0 or opts.float.height > 1 then
    error("quicknote: float.width and float.height are fractions of the editor size (0, 1]")
  end
end

function M.setup(opts)
  local merged = vim.tbl_deep_extend("force", vim.deepcopy(M.defaults), opts or {})
  validate(merged)
  options = merged
end

function M.get()
  return options
end

return M
