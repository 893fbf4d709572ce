class_name Inventory
extends Resource
## Fixed-size slot inventory. A slot is {"id": StringName, "stack": int} or empty.

const DEFAULT_SIZE := 24

@export var size := DEFAULT_SIZE
var slots: Array[Dictionary] = []


func _init() -> void:
	slots.resize(size)


func add(id: StringName, amount: int = 1) -> bool:
	for slot in slots:
		if not slot.is_empty() and slot["id"] == id and ItemDb.is_stackable(id):
			slot["stack"] += amount
			return true
	for i in slots.size():
		if slots[i].is_empty():
			slots[i] = {"id": id, "stack": amount}
			return true
	return false


func count(id: StringName) -> int:
	var total := 0
	for slot in slots:
		if not slot.is_empty() and slot["id"] == id:
			total += slot["stack"]
	return total


func to_dict() -> Dictionary:
	var out := []
	for slot in slots:
		out.append(slot.duplicate())
	return {"slots": out, "size": size}


static func from_dict(d: Dictionary) -> Inventory:
	var inv := Inventory.new()
	inv.size = int(d.get("size", DEFAULT_SIZE))
	inv.slots.resize(inv.size)
	var i := 0
	for slot in d["slots"]:
		var stack := int(slot.get("stack", 0))
		if slot.is_empty() or stack <= 0:
			i += 1
			continue
		inv.slots[i] = {"id": StringName(slot["id"]), "stack": stack}
		i += 1
	return inv
