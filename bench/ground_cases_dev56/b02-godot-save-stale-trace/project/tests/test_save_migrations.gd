extends GutTest


func _v1_save() -> Dictionary:
	return {
		"version": 1,
		"level": 3,
		"xp": 120,
		"max_hp": 7,
		"hp": 6,
		"gold": 45,
		"gear": {"lantern": "brass_lantern"},
	}


func test_v1_moves_stats_under_player() -> void:
	var data := SaveMigrations.run(_v1_save(), 1)
	assert_eq(data["player"]["level"], 3)
	assert_eq(data["player"]["hp"], 6)
	assert_false(data.has("level"))


func test_v1_moves_gold_into_inventory() -> void:
	var data := SaveMigrations.run(_v1_save(), 1)
	assert_eq(data["inventory"]["gold"], 45)
	assert_false(data.has("gold"))


func test_v2_renames_gear_to_equipment() -> void:
	var v2 := {"version": 2, "player": {"level": 4, "gear": {"lantern": "brass_lantern"}}, "inventory": {"items": []}}
	var data := SaveMigrations.run(v2, 2)
	assert_eq(data["version"], 3)
	assert_eq(data["player"]["equipment"]["lantern"], "brass_lantern")
	assert_eq(data["player"]["equipment"]["charm"], "")
	assert_false(data["player"].has("gear"))


func test_current_version_is_untouched() -> void:
	var data := {"version": 3, "player": {"level": 2}}
	var out := SaveMigrations.run(data.duplicate(true), 3)
	assert_eq(out["player"], data["player"])
