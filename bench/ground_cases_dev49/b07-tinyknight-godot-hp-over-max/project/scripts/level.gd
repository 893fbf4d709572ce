extends Node2D

@onready var player: Player = $Player
@onready var hud = $HUD


func _ready() -> void:
	player.max_hp += GameState.max_hp_bonus
	hud.bind_player(player)
	player.died.connect(_on_player_died)
	if GameState.checkpoint != Vector2.ZERO:
		player.global_position = GameState.checkpoint


func _on_player_died() -> void:
	await get_tree().create_timer(1.5).timeout
	GameState.reset()
	get_tree().reload_current_scene()
