extends AnimatableBody2D
## A platform that ping-pongs between its start position and start + travel.

@export var travel := Vector2(0, -96)
@export var duration := 2.5
@export var pause := 0.4

var _t := 0.0
var _dir := 1.0
var _wait := 0.0
@onready var _start := position


func _ready() -> void:
	sync_to_physics = true


func _physics_process(delta: float) -> void:
	if _wait > 0.0:
		_wait -= delta
		return
	_t += _dir * delta / duration
	if _t >= 1.0 or _t <= 0.0:
		_t = clampf(_t, 0.0, 1.0)
		_dir = -_dir
		_wait = pause
	position = _start + travel * _ease(_t)


func _ease(t: float) -> float:
	return t * t * (3.0 - 2.0 * t)


func reset() -> void:
	_t = 0.0
	_dir = 1.0
	_wait = 0.0
	position = _start
