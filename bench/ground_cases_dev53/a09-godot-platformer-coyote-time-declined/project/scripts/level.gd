extends Node2D
## Shared level logic: fly counting, goal, respawn.

@export var level_id := "level_1"
@export var next_level: PackedScene

@onready var player := $Player
@onready var hud := $HUD


func _ready() -> void:
	player.fly_collected.connect(hud.set_flies)
	player.died.connect(_on_player_died)
	hud.set_best(SaveGame.best(level_id))


func _on_goal_body_entered(body: Node2D) -> void:
	if body != player:
		return
	var is_record: bool = SaveGame.submit(level_id, player.flies)
	hud.show_finish(player.flies, is_record)
	await get_tree().create_timer(1.5).timeout
	if next_level:
		get_tree().change_scene_to_packed(next_level)


func _on_player_died() -> void:
	await get_tree().create_timer(0.8).timeout
	get_tree().reload_current_scene()


func _unhandled_input(event: InputEvent) -> void:
	if event.is_action_pressed("ui_cancel"):
		get_tree().paused = not get_tree().paused
		hud.set_paused(get_tree().paused)
