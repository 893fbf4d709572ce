extends Node
## Autoload "Save": high score and settings.

# user:// is writable in exported builds (%APPDATA%/Godot/app_userdata/Mochi Jump on Windows);
# res:// is inside the .pck and read-only once exported.
const SAVE_PATH := "user://save.json"

var high_score := 0
var player_name := "もち"
var sfx_volume := 0.8


func _ready() -> void:
	load_game()


func load_game() -> void:
	if not FileAccess.file_exists(SAVE_PATH):
		return
	var f := FileAccess.open(SAVE_PATH, FileAccess.READ)
	if f == null:
		push_warning("save: cannot open %s (%s)" % [SAVE_PATH, FileAccess.get_open_error()])
		return
	var data = JSON.parse_string(f.get_as_text())
	if typeof(data) != TYPE_DICTIONARY:
		return
	high_score = int(data.get("high_score", 0))
	player_name = str(data.get("player_name", player_name))
	sfx_volume = float(data.get("sfx_volume", sfx_volume))


func save_game() -> void:
	var f := FileAccess.open(SAVE_PATH, FileAccess.WRITE)
	if f == null:
		push_error("save: cannot write %s (%s)" % [SAVE_PATH, FileAccess.get_open_error()])
		return
	f.store_string(JSON.stringify({
		"high_score": high_score,
		"player_name": player_name,
		"sfx_volume": sfx_volume,
	}))


func submit_score(score: int) -> bool:
	if score <= high_score:
		return false
	high_score = score
	save_game()
	return true
