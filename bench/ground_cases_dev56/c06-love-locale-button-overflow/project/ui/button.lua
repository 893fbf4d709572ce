-- Fixed-size menu button. Sizes come from the art mock-ups; do not stretch them per language.
local Button = {}
Button.__index = Button

Button.WIDTH = 260
Button.HEIGHT = 44
Button.PADDING = 14

function Button.new(x, y, label, on_click)
  return setmetatable({ x = x, y = y, label = label, on_click = on_click, hover = false }, Button)
end

function Button:contains(px, py)
  return px >= self.x and px <= self.x + Button.WIDTH and py >= self.y and py <= self.y + Button.HEIGHT
end

function Button:update()
  local mx, my = love.mouse.getPosition()
  self.hover = self:contains(mx, my)
end

function Button:draw()
  local g = love.graphics
  g.setColor(self.hover and { 0.95, 0.75, 0.3 } or { 0.7, 0.55, 0.25 })
  g.rectangle("line", self.x, self.y, Button.WIDTH, Button.HEIGHT, 6, 6)
  g.setColor(1, 1, 1)
  local text = type(self.label) == "function" and self.label() or self.label
  local font = g.getFont()
  local ty = self.y + (Button.HEIGHT - font:getHeight()) / 2
  g.print(text, self.x + Button.PADDING, ty)
end

return Button
