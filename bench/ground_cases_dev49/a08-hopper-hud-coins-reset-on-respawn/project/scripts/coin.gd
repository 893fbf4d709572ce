extends Area2D
## A coin. Picked up once per run: respawning at a checkpoint does not bring it back.

@export var value := 1

@onready var anim: AnimationPlayer = $AnimationPlayer
@onready var sfx: AudioStreamPlayer2D = $Pickup

var _taken := false


func _ready() -> void:
	body_entered.connect(_on_body_entered)
	anim.play("spin")


func _on_body_entered(body: Node2D) -> void:
	if _taken or not body.is_in_group("player"):
		return
	_taken = true
	for i in value:
		GameState.add_coin()
	sfx.play()
	anim.play("collect")
	await anim.animation_finished
	queue_free()


func _get_configuration_warnings() -> PackedStringArray:
	if value < 1:
		return PackedStringArray(["value must be at least 1"])
	return PackedStringArray()
