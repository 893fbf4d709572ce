class_name SaveMigrations
extends RefCounted
## Upgrades an older save dictionary step by step to SaveManager.SAVE_VERSION.


static func run(data: Dictionary, from_version: int) -> Dictionary:
	var v := from_version
	if v < 2:
		data = _migrate_1_to_2(data)
		v = 2
	if v < 3:
		data = _migrate_2_to_3(data)
		v = 3
	data["version"] = v
	return data


## v1 (0.9 demo) stored hp/xp at the top level; v2 moved them under "player".
static func _migrate_1_to_2(data: Dictionary) -> Dictionary:
	var player := {
		"level": data.get("level", 1),
		"xp": data.get("xp", 0),
		"max_hp": data.get("max_hp", 5),
		"hp": data.get("hp", 5),
		"oil": 100.0,
		"gear": data.get("gear", {}),
	}
	for key in ["level", "xp", "max_hp", "hp", "gear"]:
		data.erase(key)
	data["player"] = player
	if not data.has("inventory"):
		data["inventory"] = {"items": [], "gold": data.get("gold", 0)}
	data.erase("gold")
	return data


## v2 (1.2.x) called the equipped items "gear"; v3 (1.3.0) renamed it and added the charm slot.
static func _migrate_2_to_3(data: Dictionary) -> Dictionary:
	var player: Dictionary = data.get("player", {})
	var equipment: Dictionary = player.get("gear", {})
	equipment.merge({"lantern": "tin_lantern", "charm": ""})
	player["equipment"] = equipment
	player.erase("gear")
	data["player"] = player
	return data
