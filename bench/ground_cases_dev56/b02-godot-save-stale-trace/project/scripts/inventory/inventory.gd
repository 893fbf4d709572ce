extends Node
## Autoload: the player's items, gold and the four quick slots on the HUD.

signal changed
signal quick_slots_changed

const QUICK_SLOT_COUNT := 4

var items: Dictionary = {}  # StringName -> int
var gold := 0
var quick_slots: Array[StringName] = [&"", &"", &"", &""]


func clear() -> void:
	items.clear()
	gold = 0
	quick_slots = [&"", &"", &"", &""]
	changed.emit()


func add(id: StringName, count: int = 1) -> void:
	items[id] = items.get(id, 0) + count
	changed.emit()


func remove(id: StringName, count: int = 1) -> bool:
	if items.get(id, 0) < count:
		return false
	items[id] -= count
	if items[id] == 0:
		items.erase(id)
	changed.emit()
	return true


func set_quick_slot(index: int, id: StringName) -> void:
	if index < 0 or index >= QUICK_SLOT_COUNT:
		return
	quick_slots[index] = id
	quick_slots_changed.emit()


func to_dict() -> Dictionary:
	var list := []
	for id in items:
		list.append({"id": String(id), "count": items[id]})
	return {"items": list, "gold": gold, "quick_slots": quick_slots.map(func(s): return String(s))}
