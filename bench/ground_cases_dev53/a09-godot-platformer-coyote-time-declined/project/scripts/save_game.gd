extends Node
## Autoload: best fly count per level, persisted in user://save.cfg.

const PATH := "user://save.cfg"

var _cfg := ConfigFile.new()


func _ready() -> void:
	_cfg.load(PATH)


func best(level: String) -> int:
	return int(_cfg.get_value("best", level, 0))


func submit(level: String, flies: int) -> bool:
	if flies <= best(level):
		return false
	_cfg.set_value("best", level, flies)
	_cfg.save(PATH)  # save now: on the web there is no close notification when the tab closes
	return true


func _notification(what: int) -> void:
	if what == NOTIFICATION_WM_CLOSE_REQUEST:
		_cfg.save(PATH)


func reset() -> void:
	_cfg.clear()
	_cfg.save(PATH)


func total_flies() -> int:
	var total := 0
	if _cfg.has_section("best"):
		for key in _cfg.get_section_keys("best"):
			total += int(_cfg.get_value("best", key, 0))
	return total
