function love.conf(t)
  t.identity = "lantern-keeper"
  t.version = "11.5"
  t.window.title = "Lantern Keeper"
  t.window.width = 1280
  t.window.height = 720
  t.window.vsync = 1
end
