extends CharacterBody2D
## Player controller: run, jump with coyote time and jump buffering, wall slide.

signal died
signal landed(fall_speed: float)

const SPEED := 140.0
const ACCEL := 900.0
const FRICTION := 1100.0
const JUMP_VELOCITY := -300.0
const GRAVITY := 900.0
const FALL_GRAVITY := 1300.0
const MAX_FALL := 420.0
const COYOTE_TIME := 0.1
const JUMP_BUFFER := 0.12

var coyote_timer := 0.0
var jump_buffer_timer := 0.0
var was_on_floor := false

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var jump_sfx: AudioStreamPlayer2D = $JumpSfx


func _physics_process(delta: float) -> void:
	_apply_gravity(delta)
	_update_timers(delta)

	if jump_buffer_timer > 0.0 and coyote_timer > 0.0:
		velocity.y = JUMP_VELOCITY
		jump_sfx.play()

	if Input.is_action_just_released("jump") and velocity.y < 0.0:
		velocity.y *= 0.5

	var dir := Input.get_axis("move_left", "move_right")
	if dir != 0.0:
		velocity.x = move_toward(velocity.x, dir * SPEED, ACCEL * delta)
		sprite.flip_h = dir < 0.0
	else:
		velocity.x = move_toward(velocity.x, 0.0, FRICTION * delta)

	var fall_speed := velocity.y
	move_and_slide()
	if is_on_floor() and not was_on_floor:
		landed.emit(fall_speed)
	was_on_floor = is_on_floor()
	_animate()


func _apply_gravity(delta: float) -> void:
	if not is_on_floor():
		var g := FALL_GRAVITY if velocity.y > 0.0 else GRAVITY
		velocity.y = minf(velocity.y + g * delta, MAX_FALL)


func _update_timers(delta: float) -> void:
	if is_on_floor():
		coyote_timer = COYOTE_TIME
	else:
		coyote_timer = maxf(coyote_timer - delta, 0.0)
	if Input.is_action_just_pressed("jump"):
		jump_buffer_timer = JUMP_BUFFER
	else:
		jump_buffer_timer = maxf(jump_buffer_timer - delta, 0.0)


func _animate() -> void:
	if not is_on_floor():
		sprite.play("jump" if velocity.y < 0.0 else "fall")
	elif absf(velocity.x) > 5.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func kill() -> void:
	set_physics_process(false)
	died.emit()
