function love.conf(t)
    t.identity = "moth-lamp"
    t.version = "11.5"
    t.window.title = "Moth & Lamp"
    t.window.width = 1280
    t.window.height = 720
    t.window.vsync = 1
    t.modules.joystick = true
    t.modules.physics = false
end
