project = "kotoba-utils"
author = "kotoba maintainers"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]
html_theme = "furo"
html_static_path = ["_static"]
