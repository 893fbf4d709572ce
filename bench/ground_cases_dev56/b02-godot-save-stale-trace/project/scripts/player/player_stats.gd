extends Node
## Autoload: level, hp and equipment of the lantern keeper.

signal hp_changed(hp: int, max_hp: int)
signal leveled_up(level: int)

const XP_CURVE := [0, 40, 100, 190, 320, 500, 740, 1050]

var level := 1
var xp := 0
var max_hp := 5
var hp := 5:
	set(value):
		hp = clampi(value, 0, max_hp)
		hp_changed.emit(hp, max_hp)
var oil := 100.0
var equipment := {"lantern": "tin_lantern", "charm": ""}


func gain_xp(amount: int) -> void:
	xp += amount
	while level < XP_CURVE.size() and xp >= XP_CURVE[level]:
		level += 1
		max_hp += 1
		hp = max_hp
		leveled_up.emit(level)


func to_dict() -> Dictionary:
	return {
		"level": level,
		"xp": xp,
		"max_hp": max_hp,
		"hp": hp,
		"oil": oil,
		"equipment": equipment.duplicate(),
	}
