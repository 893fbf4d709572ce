extends Control
## Title screen: Continue / New Game / Settings / Quit.

@onready var continue_button: Button = %ContinueButton
@onready var new_game_button: Button = %NewGameButton
@onready var settings_button: Button = %SettingsButton
@onready var quit_button: Button = %QuitButton
@onready var version_label: Label = %VersionLabel


func _ready() -> void:
	version_label.text = "v" + ProjectSettings.get_setting("application/config/version")
	continue_button.pressed.connect(_on_continue)
	new_game_button.pressed.connect(_on_new_game)
	settings_button.pressed.connect(_on_settings)
	quit_button.pressed.connect(get_tree().quit)
	continue_button.disabled = not SaveSlots.has_any_save()
	continue_button.grab_focus()
	if OS.has_feature("web"):
		quit_button.hide()


func _on_continue() -> void:
	var slot := SaveSlots.most_recent_slot()
	if slot < 0:
		return
	SaveSlots.load_slot(slot)
	get_tree().change_scene_to_file("res://scenes/town.tscn")


func _on_new_game() -> void:
	SaveSlots.start_new()
	get_tree().change_scene_to_file("res://scenes/intro.tscn")


func _on_settings() -> void:
	var settings: Control = preload("res://scenes/settings.tscn").instantiate()
	add_child(settings)
	settings.closed.connect(func(): settings_button.grab_focus())
