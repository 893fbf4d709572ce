extends HBoxContainer
## HP as a bar with "hp / max" next to it. The bar's range follows max_hp.

const LOW_HP_COLOR := Color(1.0, 0.35, 0.35)

@onready var bar: ProgressBar = $Bar
@onready var label: Label = $Value

var _tween: Tween


func _ready() -> void:
	# step 0 so the tween moves the bar smoothly instead of in whole HP steps
	bar.min_value = 0.0
	bar.step = 0.0


func set_hp(hp: int, max_hp: int) -> void:
	bar.max_value = max_hp
	label.text = "%d / %d" % [hp, max_hp]
	if _tween:
		_tween.kill()
	_tween = create_tween()
	_tween.tween_property(bar, "value", float(hp), 0.2)
	bar.modulate = LOW_HP_COLOR if hp * 4 <= max_hp else Color.WHITE


func set_hp_instant(hp: int, max_hp: int) -> void:
	bar.max_value = max_hp
	bar.value = hp
	label.text = "%d / %d" % [hp, max_hp]
	bar.modulate = LOW_HP_COLOR if hp * 4 <= max_hp else Color.WHITE
