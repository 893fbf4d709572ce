suppressPackageStartupMessages({
  library(readr)
  library(dplyr)
})

#' Read the survey export as exported by the questionnaire platform (UTF-8 with BOM).
load_export <- function(path) {
  if (!file.exists(path)) {
    stop("survey export not found: ", path, call. = FALSE)
  }
  read_csv(
    path,
    col_types = cols(.default = col_character()),
    locale = locale(encoding = "UTF-8"),
    na = c("", "NA", "N/A", "-"),
    show_col_types = FALSE
  )
}
