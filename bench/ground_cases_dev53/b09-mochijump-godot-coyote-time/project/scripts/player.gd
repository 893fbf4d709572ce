extends CharacterBody2D
## Mochi, the player. Runs, jumps, squashes on landing.

signal died
signal landed(fall_speed: float)

const SPEED := 140.0
const ACCEL := 900.0
const FRICTION := 1200.0
const JUMP_VELOCITY := -300.0
const JUMP_CUT := 0.45
const MAX_FALL := 420.0

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var jump_sfx: AudioStreamPlayer = $JumpSfx

var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")
var _was_on_floor := true


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y = min(velocity.y + gravity * delta, MAX_FALL)

	if Input.is_action_just_pressed("jump") and is_on_floor():
		velocity.y = JUMP_VELOCITY
		jump_sfx.play()
	if Input.is_action_just_released("jump") and velocity.y < 0.0:
		velocity.y *= JUMP_CUT

	var dir := Input.get_axis("move_left", "move_right")
	if dir != 0.0:
		velocity.x = move_toward(velocity.x, dir * SPEED, ACCEL * delta)
		sprite.flip_h = dir < 0.0
	else:
		velocity.x = move_toward(velocity.x, 0.0, FRICTION * delta)

	var fall_speed := velocity.y
	move_and_slide()

	if is_on_floor() and not _was_on_floor:
		landed.emit(fall_speed)
		_squash()
	_was_on_floor = is_on_floor()
	_animate()


func _animate() -> void:
	if not is_on_floor():
		sprite.play("jump" if velocity.y < 0.0 else "fall")
	elif abs(velocity.x) > 5.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func _squash() -> void:
	var t := create_tween()
	t.tween_property(sprite, "scale", Vector2(1.25, 0.8), 0.06)
	t.tween_property(sprite, "scale", Vector2.ONE, 0.12)


func hit() -> void:
	died.emit()
	set_physics_process(false)
