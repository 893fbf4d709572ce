-- Music and sound effects. One music track plays at a time.
local Audio = {}

local TRACKS = {
    title = "assets/music/title.ogg",
    level1 = "assets/music/level1_theme.ogg",
    level2 = "assets/music/level1_theme.ogg",
    level3 = "assets/music/level3_theme.ogg",
}

local sfx = {}
local current, current_name
local music_volume, sfx_volume = 0.7, 0.9

function Audio.init()
    for _, name in ipairs({ "jump", "land", "lamp_on", "moth_hit" }) do
        sfx[name] = love.audio.newSource("assets/sfx/" .. name .. ".wav", "static")
    end
end

function Audio.play_music(name)
    if current_name == name then return end
    if current then current:stop() end
    local source = love.audio.newSource(TRACKS[name], "static")
    source:setLooping(true)
    source:setVolume(music_volume)
    source:play()
    current, current_name = source, name
end

function Audio.stop_music()
    if current then current:stop() end
    current, current_name = nil, nil
end

function Audio.play(name)
    local s = sfx[name]
    if not s then return end
    s = s:clone()
    s:setVolume(sfx_volume)
    s:play()
end

function Audio.set_music_volume(v)
    music_volume = v
    if current then current:setVolume(v) end
end

return Audio
