extends CharacterBody2D
## Dango enemy: walks, turns at walls and ledges, hops now and then.

const WALK_SPEED := 40.0
const HOP_VELOCITY := -150.0
const HOP_EVERY := 2.5

@onready var ledge_ray: RayCast2D = $LedgeRay
@onready var sprite: Sprite2D = $Sprite2D

var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")
var direction := -1.0
var _hop_timer := 0.0


func _physics_process(delta: float) -> void:
	if not is_on_floor():
		velocity.y += gravity * delta

	_hop_timer += delta
	if _hop_timer >= HOP_EVERY and is_on_floor():
		velocity.y = HOP_VELOCITY
		_hop_timer = 0.0

	if is_on_wall() or (is_on_floor() and not ledge_ray.is_colliding()):
		direction *= -1.0
		ledge_ray.position.x *= -1.0
	velocity.x = direction * WALK_SPEED
	sprite.flip_h = direction > 0.0
	move_and_slide()


func _on_stomp_area_body_entered(body: Node2D) -> void:
	if body.is_in_group("player") and body.velocity.y > 0.0:
		body.velocity.y = -180.0
		queue_free()
