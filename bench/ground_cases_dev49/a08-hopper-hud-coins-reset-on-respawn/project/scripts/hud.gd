extends CanvasLayer
## Top-left: coin counter and hearts. Bottom: "GAME OVER" banner.

const HEART_FULL := preload("res://art/ui/heart_full.png")
const HEART_EMPTY := preload("res://art/ui/heart_empty.png")

@onready var coin_label: Label = %CoinLabel
@onready var hearts: HBoxContainer = %Hearts
@onready var banner: Label = %GameOver


func _ready() -> void:
	GameState.coins_changed.connect(_on_coins_changed)
	GameState.lives_changed.connect(_on_lives_changed)
	GameState.game_over.connect(_on_game_over)
	_on_coins_changed(GameState.coins)
	_on_lives_changed(GameState.lives)
	banner.hide()


func _on_coins_changed(count: int) -> void:
	coin_label.text = "x %d" % count


func _on_lives_changed(count: int) -> void:
	for i in hearts.get_child_count():
		var heart := hearts.get_child(i) as TextureRect
		heart.texture = HEART_FULL if i < count else HEART_EMPTY


func _on_game_over() -> void:
	banner.show()
	await get_tree().create_timer(2.0).timeout
	banner.hide()
