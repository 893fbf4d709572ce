extends AnimatableBody2D
## Moves back and forth between its start and start + travel.

@export var travel := Vector2(0, -96)
@export var duration := 2.0
@export var pause := 0.5

var _start: Vector2
var _t := 0.0


func _ready() -> void:
	_start = position


func _physics_process(delta: float) -> void:
	_t += delta
	var cycle := 2.0 * (duration + pause)
	var t := fmod(_t, cycle)
	var k: float
	if t < duration:
		k = t / duration
	elif t < duration + pause:
		k = 1.0
	elif t < 2.0 * duration + pause:
		k = 1.0 - (t - duration - pause) / duration
	else:
		k = 0.0
	position = _start + travel * _ease(k)


func _ease(k: float) -> float:
	return k * k * (3.0 - 2.0 * k)


func reset() -> void:
	_t = 0.0
	position = _start
