-- Input mapping: actions -> keys and gamepad buttons. pressed() is true for one frame.
local Input = {}

Input.map = {
    left = { keys = { "a", "left" }, buttons = { "dpleft" } },
    right = { keys = { "d", "right" }, buttons = { "dpright" } },
    jump = { keys = { "space", "w", "up" }, buttons = { "a" } },
    dig = { keys = { "s", "down" }, buttons = { "x" }, axes = { "triggerright" } },
    pause = { keys = { "escape", "p" }, buttons = { "start" } },
}

local justPressed = {}

function Input.down(action)
    local m = Input.map[action]
    for _, k in ipairs(m.keys) do
        if love.keyboard.isDown(k) then return true end
    end
    for _, js in ipairs(love.joystick.getJoysticks()) do
        for _, b in ipairs(m.buttons) do
            if js:isGamepadDown(b) then return true end
        end
        for _, a in ipairs(m.axes or {}) do
            if js:getGamepadAxis(a) > 0.5 then return true end
        end
    end
    return false
end

function Input.axis(neg, pos)
    return (Input.down(pos) and 1 or 0) - (Input.down(neg) and 1 or 0)
end

function Input.pressed(action)
    return justPressed[action] == true
end

local function mark(kind, value)
    for action, m in pairs(Input.map) do
        for _, v in ipairs(m[kind]) do
            if v == value then justPressed[action] = true end
        end
    end
end

function Input.keypressed(key) mark("keys", key) end
function Input.gamepadpressed(button) mark("buttons", button) end
function Input.endFrame() justPressed = {} end

return Input
