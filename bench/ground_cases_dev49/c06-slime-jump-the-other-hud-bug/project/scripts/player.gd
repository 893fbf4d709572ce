extends CharacterBody2D

signal health_changed(hp: int, max_hp: int)
signal died

const SPEED := 180.0
const JUMP_VELOCITY := -360.0
const MAX_HP := 100
const MAX_JUMPS := 2

@export var invuln_time := 0.8

var hp := MAX_HP
var _invuln := 0.0
var _jumps_left := MAX_JUMPS
var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var hurt_sfx: AudioStreamPlayer2D = $HurtSfx


func _physics_process(delta: float) -> void:
	_invuln = maxf(_invuln - delta, 0.0)
	if not is_on_floor():
		velocity.y += gravity * delta

	if is_on_floor():
		_jumps_left = MAX_JUMPS
	if Input.is_action_just_pressed("jump") and _jumps_left > 0:
		velocity.y = JUMP_VELOCITY
		_jumps_left -= 1

	var dir := Input.get_axis("move_left", "move_right")
	velocity.x = dir * SPEED if dir else move_toward(velocity.x, 0, SPEED)
	if dir:
		sprite.flip_h = dir < 0
	_update_animation()
	move_and_slide()


func _update_animation() -> void:
	if not is_on_floor():
		sprite.play("jump")
	elif absf(velocity.x) > 1.0:
		sprite.play("run")
	else:
		sprite.play("idle")


func take_damage(amount: int) -> void:
	if _invuln > 0.0 or hp <= 0:
		return
	health_changed.emit(hp, MAX_HP)
	hp = maxi(hp - amount, 0)
	_invuln = invuln_time
	hurt_sfx.play()
	sprite.modulate = Color(1, 0.4, 0.4)
	create_tween().tween_property(sprite, "modulate", Color.WHITE, invuln_time)
	if hp == 0:
		died.emit()


func heal(amount: int) -> void:
	hp = mini(hp + amount, MAX_HP)
	health_changed.emit(hp, MAX_HP)
