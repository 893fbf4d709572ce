extends Camera2D
## Follows the player with a little look-ahead. Limits come from the level's CameraBounds node.

@export var target_path: NodePath
@export var smoothing := 0.1
@export var look_ahead := 32.0

var _target: Node2D


func _ready() -> void:
	_target = get_node(target_path)
	var bounds := get_tree().current_scene.get_node_or_null("CameraBounds") as ReferenceRect
	if bounds:
		limit_left = int(bounds.position.x)
		limit_top = int(bounds.position.y)
		limit_right = int(bounds.position.x + bounds.size.x)
		limit_bottom = int(bounds.position.y + bounds.size.y)


func _process(_delta: float) -> void:
	if _target == null:
		return
	var ahead := Vector2.ZERO
	if _target is CharacterBody2D:
		ahead.x = signf((_target as CharacterBody2D).velocity.x) * look_ahead
	global_position = global_position.lerp(_target.global_position + ahead, smoothing)


func shake(strength: float, time: float) -> void:
	var tween := create_tween()
	for i in int(time / 0.05):
		tween.tween_property(self, "offset", Vector2(randf_range(-1, 1), randf_range(-1, 1)) * strength, 0.05)
	tween.tween_property(self, "offset", Vector2.ZERO, 0.05)
