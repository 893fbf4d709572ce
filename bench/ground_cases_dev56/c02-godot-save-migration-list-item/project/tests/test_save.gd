extends GutTest

const V3_SAVE := {
	"version": 3,
	"player": {"x": 10.0, "y": 4.0, "day": 12},
	"inventory": {"items": [{"id": "herb", "count": 5}, {"id": "trowel"}]},
}


func before_all() -> void:
	ItemDb.load_items()


func test_v3_save_migrates_to_current() -> void:
	var data := SaveMigrations.migrate(V3_SAVE.duplicate(true))
	assert_eq(data["version"], SaveManager.SAVE_VERSION)
	assert_true(data["inventory"].has("slots"))


func test_v3_herbs_survive() -> void:
	var data := SaveMigrations.migrate(V3_SAVE.duplicate(true))
	var inv := Inventory.from_dict(data["inventory"])
	assert_eq(inv.count(&"herb"), 5)


func test_roundtrip_current() -> void:
	var inv := Inventory.new()
	inv.add(&"moss", 3)
	var back := Inventory.from_dict(inv.to_dict())
	assert_eq(back.count(&"moss"), 3)
