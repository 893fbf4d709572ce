extends Camera2D

var _shake_time := 0.0
var _shake_strength := 0.0


func shake(duration: float, strength: float) -> void:
	_shake_time = duration
	_shake_strength = strength


func _process(delta: float) -> void:
	if _shake_time > 0.0:
		_shake_time -= delta
		offset = Vector2(randf_range(-1, 1), randf_range(-1, 1)) * _shake_strength
	else:
		offset = Vector2.ZERO
