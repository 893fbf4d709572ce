# Daily and monthly summaries per station.

#' One row per station and day: min/max/mean temperature, total precipitation
#' and the number of readings that went into it (outliers excluded).
daily_summary <- function(obs) {
  stations <- sort(unique(obs$station))
  out <- data.frame()
  for (st in stations) {
    st_obs <- obs[obs$station == st, ]
    days <- sort(unique(st_obs$date))
    for (i in seq_along(days)) {
      day_obs <- st_obs[st_obs$date == days[i] & !st_obs$outlier, ]
      if (nrow(day_obs) == 0) next
      row <- data.frame(
        station = st,
        date = days[i],
        t_min = min(day_obs$temp_c),
        t_max = max(day_obs$temp_c),
        t_mean = mean(day_obs$temp_c),
        precip_mm = sum(day_obs$precip_mm, na.rm = TRUE),
        n = nrow(day_obs),
        stringsAsFactors = FALSE
      )
      out <- rbind(out, row)
    }
  }
  out
}

#' Monthly means of the daily values; months with fewer than `min_days`
#' daily rows are dropped.
monthly_summary <- function(daily, min_days = 20) {
  daily$month <- format(daily$date, "%Y-%m")
  agg <- aggregate(
    cbind(t_min, t_max, t_mean, precip_mm) ~ station + month,
    data = daily,
    FUN = mean
  )
  days <- aggregate(n ~ station + month, data = daily, FUN = length)
  names(days)[names(days) == "n"] <- "days"
  agg <- merge(agg, days, by = c("station", "month"))
  agg$precip_mm <- agg$precip_mm * agg$days
  agg[agg$days >= min_days, ]
}
