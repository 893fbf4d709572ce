# Cleaning: unit conversion, dates, and outlier flags.

#' Normalise temperatures to Celsius, add a `date` column, drop impossible values.
clean_observations <- function(obs) {
  fahrenheit <- !is.na(obs$temp_unit) & obs$temp_unit == "F"
  obs$temp_c <- ifelse(fahrenheit, (obs$temp - 32) * 5 / 9, obs$temp)
  obs$temp <- NULL
  obs$temp_unit <- NULL

  obs$date <- as.Date(obs$timestamp, tz = "UTC")
  obs$precip_mm[!is.na(obs$precip_mm) & obs$precip_mm < 0] <- NA
  obs$humidity[!is.na(obs$humidity) & (obs$humidity < 0 | obs$humidity > 100)] <- NA

  # Sensors report -99.9 when they are offline.
  obs$temp_c[!is.na(obs$temp_c) & obs$temp_c <= -99] <- NA
  obs[!is.na(obs$timestamp), ]
}

#' Flag temperature readings that jump more than `max_jump` degrees from the
#' previous reading of the same station (sensor glitches).
flag_outliers <- function(obs, max_jump = 8) {
  obs$outlier <- FALSE
  for (st in unique(obs$station)) {
    idx <- which(obs$station == st)
    jumps <- abs(diff(obs$temp_c[idx]))
    bad <- which(!is.na(jumps) & jumps > max_jump) + 1
    obs$outlier[idx[bad]] <- TRUE
  }
  obs$outlier[is.na(obs$temp_c)] <- TRUE
  obs
}
