extends Node

signal coins_changed(coins: int)

const SAVE_PATH := "user://save.cfg"

var coins := 0
var level := 1
var best_coins := {}


func add_coins(n: int) -> void:
	coins += n
	coins_changed.emit(coins)


func restart_level() -> void:
	coins = 0
	coins_changed.emit(coins)
	get_tree().reload_current_scene()


func finish_level() -> void:
	best_coins[level] = maxi(best_coins.get(level, 0), coins)
	save()
	level += 1
	coins = 0
	get_tree().change_scene_to_file("res://scenes/level_%d.tscn" % level)


func save() -> void:
	var cfg := ConfigFile.new()
	cfg.set_value("progress", "level", level)
	cfg.set_value("progress", "best_coins", best_coins)
	cfg.save(SAVE_PATH)


func load_save() -> void:
	var cfg := ConfigFile.new()
	if cfg.load(SAVE_PATH) != OK:
		return
	level = cfg.get_value("progress", "level", 1)
	best_coins = cfg.get_value("progress", "best_coins", {})
