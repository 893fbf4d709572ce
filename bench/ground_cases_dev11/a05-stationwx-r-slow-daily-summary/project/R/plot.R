# One PNG per station: daily min/max band with the mean on top.

STATION_LABELS <- c(
  "AACHEN-ORSBACH" = "Aachen-Orsbach",
  "DUESSELDORF" = "Düsseldorf",
  "ESSEN-BREDENEY" = "Essen-Bredeney",
  "KOELN-BONN" = "Köln/Bonn (Flughafen)",
  "MUENSTER-OSNABRUECK" = "Münster/Osnabrück",
  "WUPPERTAL-BUCHENHOFEN" = "Wuppertal-Buchenhofen"
)

plot_station <- function(daily, station_id) {
  d <- daily[daily$station == station_id, ]
  label <- STATION_LABELS[[station_id]]
  ggplot2::ggplot(d, ggplot2::aes(x = date)) +
    ggplot2::geom_ribbon(ggplot2::aes(ymin = t_min, ymax = t_max), fill = "grey80") +
    ggplot2::geom_line(ggplot2::aes(y = t_mean), colour = "firebrick", linewidth = 0.3) +
    ggplot2::labs(title = label, x = NULL, y = "Temperature (°C)") +
    ggplot2::theme_minimal(base_size = 11)
}

plot_all_stations <- function(daily, dir) {
  dir.create(dir, showWarnings = FALSE, recursive = TRUE)
  for (station_id in names(STATION_LABELS)) {
    p <- plot_station(daily, station_id)
    ggplot2::ggsave(file.path(dir, paste0(tolower(station_id), ".png")), p,
                    width = 10, height = 4, dpi = 120)
  }
  invisible(dir)
}
