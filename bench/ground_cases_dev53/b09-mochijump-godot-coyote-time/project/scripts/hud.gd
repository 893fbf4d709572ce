extends CanvasLayer

@onready var score_label: Label = $Score
@onready var best_label: Label = $Best
@onready var game_over: Control = $GameOver
@onready var camera: Camera2D = get_viewport().get_camera_2d()


func set_score(value: int) -> void:
	score_label.text = "%d m" % value


func set_high_score(value: int) -> void:
	best_label.text = "BEST %d m" % value


func show_game_over(score: int, new_best: bool) -> void:
	game_over.visible = true
	game_over.get_node("Title").text = "NEW BEST!" if new_best else "GAME OVER"
	game_over.get_node("Score").text = "%d m" % score


func shake(duration: float) -> void:
	if camera == null:
		return
	var t := create_tween()
	for i in 4:
		t.tween_property(camera, "offset", Vector2(randf_range(-3, 3), randf_range(-3, 3)), duration / 4.0)
	t.tween_property(camera, "offset", Vector2.ZERO, 0.05)
