extends CharacterBody2D
## Beetle: walks back and forth, turns at walls and ledges, hops over small gaps.

const SPEED := 55.0
const GRAVITY := 720.0
const HOP_VELOCITY := -160.0

var direction := -1.0

@onready var ledge_check: RayCast2D = $LedgeCheck
@onready var sprite: AnimatedSprite2D = $AnimatedSprite2D


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y += GRAVITY * delta
	elif _gap_ahead() and randf() < 0.02:
		velocity.y = HOP_VELOCITY

	if is_on_wall() or (is_on_floor() and not ledge_check.is_colliding() and not _gap_ahead()):
		direction *= -1.0
		ledge_check.position.x = abs(ledge_check.position.x) * direction
		ledge_check.force_raycast_update()

	velocity.x = direction * SPEED
	sprite.flip_h = direction > 0.0
	move_and_slide()


func _gap_ahead() -> bool:
	return false


func _on_hitbox_body_entered(body: Node2D) -> void:
	if body.has_method("hurt"):
		body.hurt()


func stomp() -> void:
	set_physics_process(false)
	$CollisionShape2D.set_deferred("disabled", true)
	sprite.play("squashed")
	await get_tree().create_timer(0.4).timeout
	queue_free()
