extends Area2D

@export var value := 1
@export var bob_height := 3.0
@export var bob_speed := 2.5

@onready var anim: AnimationPlayer = $AnimationPlayer
@onready var pickup_sfx: AudioStreamPlayer2D = $PickupSfx
@onready var shape: CollisionShape2D = $CollisionShape2D

var _taken := false
var _t := 0.0
var _base_y := 0.0


func _ready() -> void:
	_base_y = position.y
	_t = randf() * TAU
	body_entered.connect(_on_body_entered)
	anim.play("spin")


func _process(delta: float) -> void:
	_t += delta * bob_speed
	position.y = _base_y + sin(_t) * bob_height


func _on_body_entered(body: Node2D) -> void:
	if _taken or not body.is_in_group("player"):
		return
	_taken = true
	GameState.add_coins(value)
	shape.set_deferred("disabled", true)
	set_process(false)
	pickup_sfx.play()
	anim.play("pickup")
	await anim.animation_finished
	queue_free()
