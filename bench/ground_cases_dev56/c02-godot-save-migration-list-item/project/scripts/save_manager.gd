extends Node
## Autoload: reads and writes the player's save file.

const SAVE_PATH := "user://save.json"
## Save format version; independent of the game version in project.godot.
const SAVE_VERSION := 4

signal loaded(data: Dictionary)
signal saved

var last_error := ""


func save_game(player: Node, inventory: Inventory) -> void:
	var data := {
		"version": SAVE_VERSION,
		"saved_at": Time.get_unix_time_from_system(),
		"player": player.to_dict(),
		"inventory": inventory.to_dict(),
	}
	var tmp_path := SAVE_PATH + ".tmp"
	var file := FileAccess.open(tmp_path, FileAccess.WRITE)
	if file == null:
		last_error = "cannot open save: %s" % error_string(FileAccess.get_open_error())
		return
	file.store_string(JSON.stringify(data, "\t"))
	file.close()
	# Replace the old save only after the new one is fully written.
	var err := DirAccess.rename_absolute(ProjectSettings.globalize_path(tmp_path),
			ProjectSettings.globalize_path(SAVE_PATH))
	if err != OK:
		last_error = "cannot replace save: %s" % error_string(err)
		return
	saved.emit()


func load_game() -> Dictionary:
	if not FileAccess.file_exists(SAVE_PATH):
		return {}
	var text := FileAccess.get_file_as_string(SAVE_PATH)
	var parsed = JSON.parse_string(text)
	if typeof(parsed) != TYPE_DICTIONARY:
		last_error = "save is not a JSON object"
		return {}
	var data: Dictionary = SaveMigrations.migrate(parsed)
	loaded.emit(data)
	return data


func has_save() -> bool:
	return FileAccess.file_exists(SAVE_PATH)


func delete_save() -> void:
	if has_save():
		DirAccess.remove_absolute(ProjectSettings.globalize_path(SAVE_PATH))
