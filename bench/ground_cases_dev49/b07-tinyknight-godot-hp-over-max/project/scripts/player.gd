extends CharacterBody2D
class_name Player

signal hp_changed(hp: int, max_hp: int)
signal died

const SPEED := 140.0
const JUMP_VELOCITY := -320.0
const STOMP_BOUNCE := -200.0
const INVINCIBLE_TIME := 0.5

@export var max_hp: int = 5

var hp: int
var invincible := false
var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var feet: Area2D = $Feet


func _ready() -> void:
	hp = max_hp
	add_to_group("player")
	feet.body_entered.connect(_on_feet_body_entered)


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y += gravity * delta
	if Input.is_action_just_pressed("jump") and is_on_floor():
		velocity.y = JUMP_VELOCITY
	var dir := Input.get_axis("move_left", "move_right")
	velocity.x = dir * SPEED
	if dir != 0:
		sprite.flip_h = dir < 0
		sprite.play("run")
	elif is_on_floor():
		sprite.play("idle")
	move_and_slide()


func _on_feet_body_entered(body: Node2D) -> void:
	if body.has_method("stomp") and velocity.y > 0:
		body.stomp()
		velocity.y = STOMP_BOUNCE


func take_damage(amount: int) -> void:
	if hp <= 0 or invincible:
		return
	hp = maxi(hp - amount, 0)
	hp_changed.emit(hp, max_hp)
	if hp == 0:
		died.emit()
		set_physics_process(false)
		sprite.play("die")
		return
	_start_invincibility()


func _start_invincibility() -> void:
	invincible = true
	var blink := create_tween().set_loops(5)
	blink.tween_property(sprite, "modulate:a", 0.2, INVINCIBLE_TIME / 10.0)
	blink.tween_property(sprite, "modulate:a", 1.0, INVINCIBLE_TIME / 10.0)
	await get_tree().create_timer(INVINCIBLE_TIME).timeout
	invincible = false
	sprite.modulate.a = 1.0


func heal(amount: int) -> void:
	hp += amount
	hp_changed.emit(hp, max_hp)


func raise_max_hp(amount: int) -> void:
	max_hp += amount
	hp = max_hp
	hp_changed.emit(hp, max_hp)
