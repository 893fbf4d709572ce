rootProject.name = "qiaoqiao"
include(":app")
