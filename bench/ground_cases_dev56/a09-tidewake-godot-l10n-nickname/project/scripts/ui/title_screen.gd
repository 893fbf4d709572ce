extends Control
## Title screen: blinking prompt until any button, then the main menu.

const BLINK_PERIOD := 0.8

@onready var _blink_label: Label = $Prompt
@onready var _menu: VBoxContainer = $Menu
@onready var _continue: Button = $Menu/Continue
@onready var _version: Label = $Version

var _t := 0.0
var _waiting := true


func _ready() -> void:
	_blink_label.text = "PRESS START"
	_menu.visible = false
	_continue.disabled = not SaveManager.has_any_save()
	_version.text = "v%s" % ProjectSettings.get_setting("application/config/version")


func _process(delta: float) -> void:
	if not _waiting:
		return
	_t += delta
	_blink_label.visible = fmod(_t, BLINK_PERIOD) < BLINK_PERIOD * 0.6


func _unhandled_input(event: InputEvent) -> void:
	if _waiting and (event is InputEventJoypadButton or event is InputEventKey) and event.pressed:
		_waiting = false
		_blink_label.visible = false
		_menu.visible = true
		$Menu/NewGame.grab_focus()
		get_viewport().set_input_as_handled()


func _on_new_game_pressed() -> void:
	SaveManager.new_game()


func _on_continue_pressed() -> void:
	SaveManager.continue_latest()
