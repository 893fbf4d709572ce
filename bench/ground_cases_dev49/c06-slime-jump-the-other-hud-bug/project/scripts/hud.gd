extends CanvasLayer

@onready var hp_bar: TextureProgressBar = $Margin/VBox/HpBar
@onready var hp_label: Label = $Margin/VBox/HpBar/HpLabel
@onready var coin_label: Label = $Margin/VBox/Coins
@onready var game_over: Control = $GameOver


func _ready() -> void:
	game_over.hide()
	GameState.coins_changed.connect(_on_coins_changed)
	_on_coins_changed(GameState.coins)


func bind_player(player: Node) -> void:
	player.health_changed.connect(_on_health_changed)
	player.died.connect(_on_player_died)
	_on_health_changed(player.hp, player.MAX_HP)


func _on_health_changed(hp: int, max_hp: int) -> void:
	hp_bar.max_value = max_hp
	hp_bar.value = hp
	hp_label.text = "%d/%d" % [hp, max_hp]
	if hp <= max_hp / 4:
		hp_bar.tint_progress = Color(1, 0.3, 0.3)
	else:
		hp_bar.tint_progress = Color.WHITE


func _on_coins_changed(coins: int) -> void:
	coin_label.text = "x %d" % coins


func _on_player_died() -> void:
	game_over.show()
	await get_tree().create_timer(2.0).timeout
	GameState.restart_level()
