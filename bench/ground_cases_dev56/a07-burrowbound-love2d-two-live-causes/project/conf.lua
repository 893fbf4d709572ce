function love.conf(t)
    t.identity = "burrowbound"
    t.version = "11.5"
    t.window.title = "Burrowbound"
    t.window.width = 1280
    t.window.height = 720
    t.window.vsync = 1
end
