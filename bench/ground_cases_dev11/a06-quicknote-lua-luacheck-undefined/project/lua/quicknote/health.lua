local M = {}

function M.check()
  vim.health.start("quicknote")

  if vim.fn.has("nvim-0.10") == 1 then
    vim.health.ok("Neovim >= 0.10")
  else
    vim.health.warn("Neovim 0.10+ is recommended (vim.uv, vim.fs.dir)")
  end

  local cfg = require("quicknote.config").get()
  local stat = (vim.uv or vim.loop).fs_stat(cfg.dir)
  if stat and stat.type == "directory" then
    vim.health.ok("notes directory: " .. cfg.dir)
  elseif stat then
    vim.health.error(cfg.dir .. " exists but is not a directory")
  else
    vim.health.info(cfg.dir .. " does not exist yet; it is created on first use")
  end

  if cfg.keymaps.toggle and vim.fn.maparg(cfg.keymaps.toggle, "n") == "" then
    vim.health.warn("toggle keymap " .. cfg.keymaps.toggle .. " is not mapped; did you call setup()?")
  end
end

return M
