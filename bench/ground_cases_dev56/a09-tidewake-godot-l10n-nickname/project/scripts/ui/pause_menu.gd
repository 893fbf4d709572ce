extends CanvasLayer
## Pause menu. Buttons are laid out in scenes/ui/pause_menu.tscn; texts come from the tr keys.

signal resumed

@onready var _panel: PanelContainer = $Panel
@onready var _resume: Button = $Panel/VBox/Resume


func _ready() -> void:
	visible = false
	process_mode = Node.PROCESS_MODE_ALWAYS


func open() -> void:
	visible = true
	get_tree().paused = true
	_resume.grab_focus()


func close() -> void:
	visible = false
	get_tree().paused = false
	resumed.emit()


func _unhandled_input(event: InputEvent) -> void:
	if visible and event.is_action_pressed("ui_cancel"):
		close()
		get_viewport().set_input_as_handled()


func _on_resume_pressed() -> void:
	close()


func _on_to_title_pressed() -> void:
	get_tree().paused = false
	get_tree().change_scene_to_file("res://scenes/ui/title_screen.tscn")


func _on_quit_pressed() -> void:
	get_tree().quit()
