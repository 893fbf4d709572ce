extends CharacterBody2D

const SPEED := 140.0
const JUMP_VELOCITY := -300.0
const FALL_LIMIT := 600.0
const COYOTE_TIME := 0.1

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D

var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")
var dead := false
var coyote := 0.0


func _ready() -> void:
	GameState.spawn_point = global_position


func _physics_process(delta: float) -> void:
	if dead:
		return
	if is_on_floor():
		coyote = COYOTE_TIME
	else:
		velocity.y += gravity * delta
		coyote = maxf(coyote - delta, 0.0)

	if Input.is_action_just_pressed("jump") and coyote > 0.0:
		velocity.y = JUMP_VELOCITY
		coyote = 0.0

	var dir := Input.get_axis("ui_left", "ui_right")
	if dir != 0.0:
		velocity.x = dir * SPEED
		sprite.flip_h = dir < 0.0
	else:
		velocity.x = move_toward(velocity.x, 0.0, SPEED)

	floor_snap_length = 6.0
	move_and_slide()
	_animate()

	if global_position.y > FALL_LIMIT:
		_die()


func _animate() -> void:
	if not is_on_floor():
		sprite.play("jump")
	elif velocity.x != 0.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func hit() -> void:
	_die()


func _die() -> void:
	if dead:
		return
	dead = true
	sprite.play("hurt")
	await get_tree().create_timer(0.6).timeout
	if GameState.respawn(self):
		velocity = Vector2.ZERO
		dead = false
