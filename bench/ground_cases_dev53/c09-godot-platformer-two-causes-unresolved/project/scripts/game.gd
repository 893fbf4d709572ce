extends Node2D

@export var level_scenes: Array[PackedScene] = []

var current_level := 0
var deaths := 0

@onready var player: CharacterBody2D = $Player
@onready var hud: CanvasLayer = $HUD
@onready var camera: Camera2D = $Player/Camera2D


func _ready() -> void:
	player.died.connect(_on_player_died)
	player.landed.connect(_on_player_landed)
	_load_level(current_level)


func _load_level(index: int) -> void:
	for child in $LevelRoot.get_children():
		child.queue_free()
	var level := level_scenes[index].instantiate()
	$LevelRoot.add_child(level)
	player.global_position = level.get_node("Spawn").global_position
	hud.set_level(index + 1)


func _on_player_died() -> void:
	deaths += 1
	hud.set_deaths(deaths)
	await get_tree().create_timer(0.6).timeout
	player.set_physics_process(true)
	_load_level(current_level)


func _on_player_landed(fall_speed: float) -> void:
	if fall_speed > 380.0:
		camera.shake(0.15, 3.0)


func next_level() -> void:
	current_level = (current_level + 1) % level_scenes.size()
	_load_level(current_level)
