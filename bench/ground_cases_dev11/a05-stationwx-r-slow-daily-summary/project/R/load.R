# Reading the raw station exports (one CSV per station, 10-minute readings).

raw_col_types <- readr::cols(
  station = readr::col_character(),
  timestamp = readr::col_datetime(format = "%Y-%m-%dT%H:%M:%SZ"),
  temp = readr::col_double(),
  temp_unit = readr::col_character(),
  precip_mm = readr::col_double(),
  humidity = readr::col_double(),
  .default = readr::col_skip()
)

#' Read every `*.csv` in `dir` into one data frame.
read_station_files <- function(dir) {
  files <- list.files(dir, pattern = "\\.csv$", full.names = TRUE)
  if (length(files) == 0) {
    stop("no CSV files found in ", dir, call. = FALSE)
  }
  parts <- lapply(files, function(f) {
    readr::read_csv(f, col_types = raw_col_types, progress = FALSE,
                    locale = readr::locale(encoding = "UTF-8", tz = "UTC"))
  })
  obs <- do.call(rbind, parts)
  obs[order(obs$station, obs$timestamp), ]
}
