extends Node
## Autoload "SaveManager". One JSON file per slot in user://, plus a "Saving..." toast.

const SLOTS := 3
const SAVE_VERSION := 2

signal saving_started
signal saving_finished(ok: bool)


func slot_path(slot: int) -> String:
	return "user://slot_%d.json" % slot


func has_any_save() -> bool:
	for i in SLOTS:
		if FileAccess.file_exists(slot_path(i)):
			return true
	return false


func save(slot: int, data: Dictionary) -> void:
	saving_started.emit()
	Toast.show(tr("SAVE_IN_PROGRESS"))
	data["version"] = SAVE_VERSION
	var f := FileAccess.open(slot_path(slot), FileAccess.WRITE)
	var ok := f != null
	if ok:
		f.store_string(JSON.stringify(data))
		f.close()
	else:
		Toast.show(tr("SAVE_FAILED"))
	saving_finished.emit(ok)


func new_game() -> void:
	get_tree().change_scene_to_file("res://scenes/world/harbour.tscn")


func continue_latest() -> void:
	pass
