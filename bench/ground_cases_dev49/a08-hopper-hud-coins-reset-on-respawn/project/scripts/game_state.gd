extends Node
## Autoload: run-wide state (coins, lives, checkpoint) and the signals the HUD listens to.

signal coins_changed(count: int)
signal lives_changed(count: int)
signal game_over

const START_LIVES := 3

var coins := 0
var lives := START_LIVES
var checkpoint := Vector2.ZERO
var level_path := "res://scenes/main.tscn"
var spawn_point := Vector2.ZERO  # set by the player on level start


func add_coin() -> void:
	coins += 1
	coins_changed.emit(coins)


func set_checkpoint(pos: Vector2) -> void:
	checkpoint = pos


## Start the level from scratch: everything collected comes back.
func reset_level() -> void:
	coins = 0
	lives = START_LIVES
	checkpoint = Vector2.ZERO
	coins_changed.emit(coins)
	lives_changed.emit(lives)
	get_tree().call_deferred("change_scene_to_file", level_path)


## Lose a life and put the player back at the last checkpoint without reloading the level.
## Returns false when that was the last life (the level restarts instead).
func respawn(player: Node2D) -> bool:
	lives -= 1
	coins = 0
	coins_changed.emit(coins)
	lives_changed.emit(lives)
	if lives <= 0:
		game_over.emit()
		reset_level()
		return false
	player.global_position = checkpoint if checkpoint != Vector2.ZERO else spawn_point
	return true
