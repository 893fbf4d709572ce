if vim.g.loaded_jot then
  return
end
vim.g.loaded_jot = true

vim.api.nvim_create_user_command("JotOpen", function(args)
  require("jot").open(args.args ~= "" and args.args or nil)
end, { nargs = "?" })

vim.api.nvim_create_user_command("JotList", function()
  require("jot").list()
end, {})
