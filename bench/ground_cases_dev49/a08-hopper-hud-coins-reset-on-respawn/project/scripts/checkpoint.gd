extends Area2D
## A flag. Touching it stores the respawn point.

@onready var flag: AnimatedSprite2D = $Flag

var _active := false


func _ready() -> void:
	body_entered.connect(_on_body_entered)
	flag.play("down")


func _on_body_entered(body: Node2D) -> void:
	if _active or not body.is_in_group("player"):
		return
	_active = true
	flag.play("up")
	GameState.set_checkpoint(global_position + Vector2(0, -8))
