extends CharacterBody2D
## Walks back and forth; hurts the player on contact, dies when stomped.

@export var speed: float = 40.0
@export var contact_damage: int = 2
@export var patrol_distance: float = 64.0

var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")
var _start_x: float
var _dir := 1.0

@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D
@onready var hitbox: Area2D = $Hitbox


func _ready() -> void:
	_start_x = global_position.x
	hitbox.body_entered.connect(_on_hitbox_body_entered)


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y += gravity * delta
	if absf(global_position.x - _start_x) > patrol_distance or is_on_wall():
		_dir = -_dir
	velocity.x = _dir * speed
	sprite.flip_h = _dir < 0
	move_and_slide()


func _on_hitbox_body_entered(body: Node2D) -> void:
	if body is Player:
		body.take_damage(contact_damage)


func stomp() -> void:
	set_physics_process(false)
	hitbox.set_deferred("monitoring", false)
	sprite.play("squash")
	await sprite.animation_finished
	queue_free()
