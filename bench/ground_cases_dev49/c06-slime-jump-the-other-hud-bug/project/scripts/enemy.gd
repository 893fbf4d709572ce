extends CharacterBody2D

signal health_changed(hp: int, max_hp: int)
signal defeated(points: int)

@export var max_hp := 30
@export var speed := 60.0
@export var contact_damage := 20
@export var points := 50

var hp: int
var direction := -1.0
var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")

@onready var ledge_ray: RayCast2D = $LedgeRay
@onready var hitbox: Area2D = $Hitbox
@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D


func _ready() -> void:
	hp = max_hp
	hitbox.body_entered.connect(_on_hitbox_body_entered)


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y += gravity * delta
	if is_on_wall() or not ledge_ray.is_colliding():
		direction = -direction
		ledge_ray.position.x = absf(ledge_ray.position.x) * direction
		sprite.flip_h = direction > 0
	velocity.x = direction * speed
	move_and_slide()


func _on_hitbox_body_entered(body: Node2D) -> void:
	if body.has_method("take_damage"):
		body.take_damage(contact_damage)


func hit(amount: int) -> void:
	hp = maxi(hp - amount, 0)
	health_changed.emit(hp, max_hp)
	if hp == 0:
		defeated.emit(points)
		queue_free()
