extends Node
## Loads and writes the player's save slots (user://slot_N.json).

const SAVE_VERSION := 3
const SLOT_PATH := "user://slot_%d.json"

signal save_loaded(slot: int)
signal save_failed(slot: int, reason: String)

var current_slot := -1
var play_time := 0.0


func save_game(slot: int) -> void:
	var data := {
		"version": SAVE_VERSION,
		"play_time": play_time,
		"player": PlayerStats.to_dict(),
		"inventory": Inventory.to_dict(),
		"world": WorldState.to_dict(),
	}
	var file := FileAccess.open(SLOT_PATH % slot, FileAccess.WRITE)
	if file == null:
		save_failed.emit(slot, error_string(FileAccess.get_open_error()))
		return
	file.store_string(JSON.stringify(data, "\t"))
	current_slot = slot


func load_game(slot: int) -> bool:
	var path := SLOT_PATH % slot
	if not FileAccess.file_exists(path):
		save_failed.emit(slot, "missing")
		return false
	var text := FileAccess.get_file_as_string(path)
	var data = JSON.parse_string(text)
	if typeof(data) != TYPE_DICTIONARY:
		save_failed.emit(slot, "corrupt")
		return false
	var version := int(data.get("version", 1))
	if version > SAVE_VERSION:
		save_failed.emit(slot, "newer")
		return false
	if version < SAVE_VERSION:
		_backup_before_migration(path, version)
	data = SaveMigrations.run(data, version)
	play_time = float(data.get("play_time", 0.0))
	_apply_player(data["player"])
	_apply_inventory(data["inventory"])
	WorldState.from_dict(data.get("world", {}))
	current_slot = slot
	save_loaded.emit(slot)
	return true


func _backup_before_migration(path: String, version: int) -> void:
	var backup := path.get_basename() + ".v%d.bak" % version
	DirAccess.copy_absolute(ProjectSettings.globalize_path(path), ProjectSettings.globalize_path(backup))


func _apply_player(player: Dictionary) -> void:
	PlayerStats.level = int(player["level"])
	PlayerStats.xp = int(player["xp"])
	PlayerStats.max_hp = int(player["max_hp"])
	PlayerStats.hp = mini(int(player["hp"]), PlayerStats.max_hp)
	PlayerStats.oil = float(player.get("oil", 100.0))
	PlayerStats.equipment = player["equipment"]


func _apply_inventory(inv: Dictionary) -> void:
	Inventory.clear()
	for entry in inv["items"]:
		Inventory.add(StringName(entry["id"]), int(entry["count"]))
	Inventory.gold = int(inv.get("gold", 0))
	var slots: Array = inv["quick_slots"]
	for i in slots.size():
		Inventory.set_quick_slot(i, StringName(slots[i]))


func delete_slot(slot: int) -> void:
	var path := SLOT_PATH % slot
	if FileAccess.file_exists(path):
		DirAccess.remove_absolute(ProjectSettings.globalize_path(path))
	if current_slot == slot:
		current_slot = -1
