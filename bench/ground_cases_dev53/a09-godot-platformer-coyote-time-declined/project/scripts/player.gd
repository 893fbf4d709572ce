extends CharacterBody2D
## The frog. Runs, jumps, collects flies.

signal died
signal fly_collected(total: int)

const SPEED := 110.0
const ACCEL := 900.0
const FRICTION := 1200.0
const JUMP_VELOCITY := -260.0
const GRAVITY := 720.0
const MAX_FALL := 400.0

const JUMP_BUFFER := 0.1

var flies := 0
var _jump_buffer := 0.0

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var jump_sfx: AudioStreamPlayer2D = $JumpSfx


func _process(_delta: float) -> void:
	_update_animation()


func _physics_process(delta: float) -> void:
	if Input.is_action_just_pressed("jump"):
		_jump_buffer = JUMP_BUFFER
	else:
		_jump_buffer = max(_jump_buffer - delta, 0.0)

	if not is_on_floor():
		velocity.y = min(velocity.y + GRAVITY * delta, MAX_FALL)
	if _jump_buffer > 0.0 and is_on_floor():
		velocity.y = JUMP_VELOCITY
		_jump_buffer = 0.0
		jump_sfx.play()
	if Input.is_action_just_released("jump") and velocity.y < 0.0:
		velocity.y *= 0.5

	var dir := Input.get_axis("ui_left", "ui_right")
	if dir != 0.0:
		velocity.x = move_toward(velocity.x, dir * SPEED, ACCEL * delta)
		sprite.flip_h = dir < 0.0
	else:
		velocity.x = move_toward(velocity.x, 0.0, FRICTION * delta)

	move_and_slide()


func _update_animation() -> void:
	if not is_on_floor():
		sprite.play("jump" if velocity.y < 0.0 else "fall")
	elif abs(velocity.x) > 5.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func collect_fly() -> void:
	flies += 1
	fly_collected.emit(flies)


func hurt() -> void:
	died.emit()
	set_physics_process(false)
	sprite.play("hurt")
