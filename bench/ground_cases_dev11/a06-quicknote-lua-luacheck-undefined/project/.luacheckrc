std = "luajit"
read_globals = { "vim" }
max_line_length = 120

files["tests/"] = {
  std = "+busted",
}
