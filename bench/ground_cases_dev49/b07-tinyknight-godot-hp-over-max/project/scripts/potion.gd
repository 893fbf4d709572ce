extends Area2D
## Heals the player on touch, then disappears.

@export var heal_amount: int = 2

@onready var sprite: Sprite2D = $Sprite2D
@onready var pickup_sound: AudioStreamPlayer2D = $PickupSound


func _ready() -> void:
	add_to_group("pickups")
	body_entered.connect(_on_body_entered)
	var bob := create_tween().set_loops()
	bob.tween_property(sprite, "position:y", -3.0, 0.6).set_trans(Tween.TRANS_SINE)
	bob.tween_property(sprite, "position:y", 0.0, 0.6).set_trans(Tween.TRANS_SINE)


func _on_body_entered(body: Node2D) -> void:
	if body is Player:
		body.heal(heal_amount)
		pickup_sound.play()
		hide()
		set_deferred("monitoring", false)
		await pickup_sound.finished
		if respawn_time <= 0.0:
			queue_free()
			return
		await get_tree().create_timer(respawn_time).timeout
		show()
		monitoring = true
