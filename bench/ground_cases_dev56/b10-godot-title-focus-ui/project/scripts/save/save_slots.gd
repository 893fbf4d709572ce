extends Node
## Autoload: three save slots in user://, newest first for Continue.

const SLOT_COUNT := 3
const PATH := "user://slot_%d.save"

var current := -1


func slot_exists(slot: int) -> bool:
	return FileAccess.file_exists(PATH % slot)


func has_any_save() -> bool:
	for slot in SLOT_COUNT:
		if slot_exists(slot):
			return true
	return false


func most_recent_slot() -> int:
	var best := -1
	var best_time := 0
	for slot in SLOT_COUNT:
		if not slot_exists(slot):
			continue
		var t := FileAccess.get_modified_time(PATH % slot)
		if t > best_time:
			best_time = t
			best = slot
	return best


func load_slot(slot: int) -> void:
	current = slot


func start_new() -> void:
	for slot in SLOT_COUNT:
		if not slot_exists(slot):
			current = slot
			return
	current = most_recent_slot()
