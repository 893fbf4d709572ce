extends CharacterBody2D
## The moss sprite. Run, jump (with coyote time and a jump buffer), wall-slide.

signal died

const RUN_SPEED := 150.0
const ACCEL := 900.0
const FRICTION := 1200.0
const JUMP_VELOCITY := -330.0
const COYOTE_TIME := 0.1
const JUMP_BUFFER := 0.12
const WALL_SLIDE_SPEED := 60.0
## Max fall speed in px/s. At 60 ticks that's 6 px a tick: never more than a one-way platform is thick.
const MAX_FALL_SPEED := 360.0

@export var gravity := 980.0

var coyote_timer := 0.0
var jump_buffer_timer := 0.0

@onready var sprite: AnimatedSprite2D = $Sprite
@onready var dust: GPUParticles2D = $Dust


func _physics_process(delta: float) -> void:
	var dir := Input.get_axis("move_left", "move_right")

	if is_on_floor():
		coyote_timer = COYOTE_TIME
	else:
		coyote_timer -= delta
		velocity.y = minf(velocity.y + gravity * delta, MAX_FALL_SPEED)
		if is_on_wall_only() and velocity.y > WALL_SLIDE_SPEED:
			velocity.y = WALL_SLIDE_SPEED

	if Input.is_action_just_pressed("jump"):
		jump_buffer_timer = JUMP_BUFFER
	else:
		jump_buffer_timer -= delta

	if jump_buffer_timer > 0.0 and coyote_timer > 0.0:
		_jump()

	if dir != 0.0:
		velocity.x = move_toward(velocity.x, dir * RUN_SPEED, ACCEL * delta)
	else:
		velocity.x = move_toward(velocity.x, 0.0, FRICTION * delta)

	move_and_slide()
	_animate(dir)


func _jump() -> void:
	velocity.y = JUMP_VELOCITY
	coyote_timer = 0.0
	jump_buffer_timer = 0.0
	floor_snap_length = 0.0
	dust.restart()


func _animate(dir: float) -> void:
	if dir != 0.0:
		sprite.flip_h = dir < 0.0
	if not is_on_floor():
		sprite.play("jump" if velocity.y < 0.0 else "fall")
	elif absf(velocity.x) > 10.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func hurt() -> void:
	died.emit()
	set_physics_process(false)
	sprite.play("die")
