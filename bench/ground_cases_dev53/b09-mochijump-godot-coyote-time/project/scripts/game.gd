extends Node2D
## Level root: score, death, restart.

@onready var player: CharacterBody2D = $Player
@onready var hud: CanvasLayer = $HUD

var score := 0
var _start_x := 0.0


func _ready() -> void:
	_start_x = player.global_position.x
	player.died.connect(_on_player_died)
	player.landed.connect(_on_player_landed)
	hud.set_high_score(Save.high_score)


func _process(_delta: float) -> void:
	var distance := int((player.global_position.x - _start_x) / 16.0)
	if distance > score:
		score = distance
		hud.set_score(score)
	if player.global_position.y > 600.0:
		player.hit()


func _on_player_landed(fall_speed: float) -> void:
	if fall_speed > 380.0:
		hud.shake(0.15)


func _on_player_died() -> void:
	var best := Save.submit_score(score)
	hud.show_game_over(score, best)
	await get_tree().create_timer(1.2).timeout
	get_tree().reload_current_scene()
