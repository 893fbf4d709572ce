extends Node
## Autoload: state that survives scene changes.

signal coins_changed(coins: int)

var coins: int = 0
var checkpoint: Vector2 = Vector2.ZERO
var max_hp_bonus: int = 0


func add_coins(n: int) -> void:
	coins += n
	coins_changed.emit(coins)


func spend_coins(n: int) -> bool:
	if coins < n:
		return false
	coins -= n
	coins_changed.emit(coins)
	return true


func reset() -> void:
	coins = 0
	checkpoint = Vector2.ZERO
	max_hp_bonus = 0
	coins_changed.emit(coins)
