class_name SaveMigrations
## Upgrades old save dictionaries, one version at a time.

const MIGRATIONS := {
	1: "_v1_to_v2",
	2: "_v2_to_v3",
	3: "_v3_to_v4",
}


static func migrate(data: Dictionary) -> Dictionary:
	var version: int = int(data.get("version", 1))
	while MIGRATIONS.has(version):
		data = Callable(SaveMigrations, MIGRATIONS[version]).call(data)
		version += 1
		data["version"] = version
	return data


static func _v1_to_v2(data: Dictionary) -> Dictionary:
	# v2 split "pos" into x/y
	var pos: Array = data["player"].get("pos", [0, 0])
	data["player"]["x"] = pos[0]
	data["player"]["y"] = pos[1]
	data["player"].erase("pos")
	return data


static func _v2_to_v3(data: Dictionary) -> Dictionary:
	# v3 added the day counter
	data["player"]["day"] = data["player"].get("day", 1)
	return data


static func _v3_to_v4(data: Dictionary) -> Dictionary:
	# v4: inventory "items" array became fixed "slots"; "count" renamed to "stack"
	var slots := []
	for item in data["inventory"].get("items", []):
		var slot := {"id": item["id"]}
		if item.has("count"):
			slot["stack"] = item["count"]
		slots.append(slot)
	data["inventory"] = {"slots": slots, "size": 24}
	return data
