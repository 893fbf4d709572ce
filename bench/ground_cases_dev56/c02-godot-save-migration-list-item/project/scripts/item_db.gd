class_name ItemDb
## Static item table loaded from data/items.json.

static var _items := {}


static func load_items(path: String = "res://data/items.json") -> void:
	var parsed = JSON.parse_string(FileAccess.get_file_as_string(path))
	if typeof(parsed) != TYPE_ARRAY:
		push_error("items.json is not an array")
		return
	for entry in parsed:
		_items[StringName(entry["id"])] = entry


static func is_stackable(id: StringName) -> bool:
	return _items.get(id, {}).get("stackable", false)


static func max_stack(id: StringName) -> int:
	return int(_items.get(id, {}).get("max_stack", 1))


static func display_name(id: StringName) -> String:
	return tr(_items.get(id, {}).get("name_key", String(id)))
