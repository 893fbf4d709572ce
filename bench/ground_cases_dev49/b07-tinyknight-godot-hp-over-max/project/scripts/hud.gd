extends CanvasLayer

@onready var health_bar: HBoxContainer = $Margin/Top/HealthBar
@onready var coins_label: Label = $Margin/Top/Coins
@onready var game_over: Label = $GameOver


func _ready() -> void:
	game_over.hide()
	GameState.coins_changed.connect(_on_coins_changed)
	_on_coins_changed(GameState.coins)


func bind_player(player: Player) -> void:
	player.hp_changed.connect(_on_hp_changed)
	player.died.connect(_on_player_died)
	health_bar.set_hp_instant(player.hp, player.max_hp)


func _on_hp_changed(hp: int, max_hp: int) -> void:
	health_bar.set_hp(hp, max_hp)


func _on_coins_changed(coins: int) -> void:
	coins_label.text = "x %d" % coins
	var pop := create_tween()
	pop.tween_property(coins_label, "scale", Vector2(1.3, 1.3), 0.05)
	pop.tween_property(coins_label, "scale", Vector2.ONE, 0.1)


func _on_player_died() -> void:
	game_over.show()
