extends CharacterBody2D

const SPEED := 90.0

var day := 1
var inventory := Inventory.new()


func _physics_process(_delta: float) -> void:
	var dir := Input.get_vector("move_left", "move_right", "move_up", "move_down")
	velocity = dir * SPEED
	move_and_slide()


func _unhandled_input(event: InputEvent) -> void:
	if event.is_action_pressed("interact"):
		SaveManager.save_game(self, inventory)


func to_dict() -> Dictionary:
	return {"x": position.x, "y": position.y, "day": day}


func apply_save(data: Dictionary) -> void:
	var p: Dictionary = data.get("player", {})
	position = Vector2(p.get("x", 0.0), p.get("y", 0.0))
	day = int(p.get("day", 1))
	if data.has("inventory"):
		inventory = Inventory.from_dict(data["inventory"])


func _ready() -> void:
	var data := SaveManager.load_game()
	if not data.is_empty():
		apply_save(data)
