extends CanvasLayer
## FPS, draw calls and the current state machine node. Only in debug builds.

@onready var _label: Label = $Label
var _player: Node


func _ready() -> void:
	if not OS.is_debug_build():
		queue_free()
		return
	_player = get_tree().get_first_node_in_group("player")
	get_window().title += " [DEBUG]"


func _process(_delta: float) -> void:
	var lines := PackedStringArray()
	lines.append("%d fps" % Engine.get_frames_per_second())
	lines.append("%d draw calls" % Performance.get_monitor(Performance.RENDER_TOTAL_DRAW_CALLS_IN_FRAME))
	if _player and _player.has_method("state_name"):
		lines.append("state: %s" % _player.state_name())
	_label.text = "\n".join(lines)


func _unhandled_input(event: InputEvent) -> void:
	if event is InputEventKey and event.pressed and event.keycode == KEY_F3:
		visible = not visible


func _exit_tree() -> void:
	if is_instance_valid(get_window()):
		get_window().title = get_window().title.replace(" [DEBUG]", "")
