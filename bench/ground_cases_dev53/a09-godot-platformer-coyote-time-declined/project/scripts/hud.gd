extends CanvasLayer

@onready var flies_label: Label = $Flies
@onready var best_label: Label = $Best
@onready var banner: Label = $Banner


func set_flies(n: int) -> void:
	flies_label.text = "flies %d" % n


func set_best(n: int) -> void:
	best_label.text = "best %d" % n if n > 0 else ""


func show_finish(n: int, record: bool) -> void:
	banner.text = ("new record! %d flies" % n) if record else ("%d flies" % n)
	banner.show()


func set_paused(paused: bool) -> void:
	banner.text = "paused"
	banner.visible = paused
