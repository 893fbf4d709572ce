source(file.path("..", "..", "R", "clean.R"))
source(file.path("..", "..", "R", "summarise.R"))

make_obs <- function(temp, unit = "C", station = "DUESSELDORF") {
  n <- length(temp)
  data.frame(
    station = station,
    timestamp = as.POSIXct("2024-01-01 00:00", tz = "UTC") + seq_len(n) * 600,
    temp = temp,
    temp_unit = unit,
    precip_mm = 0,
    humidity = 80,
    stringsAsFactors = FALSE
  )
}

test_that("fahrenheit is converted", {
  obs <- clean_observations(make_obs(c(32, 50), unit = "F"))
  expect_equal(obs$temp_c, c(0, 10))
})

test_that("offline sentinel becomes NA and is flagged", {
  obs <- flag_outliers(clean_observations(make_obs(c(4.1, -99.9, 4.3))))
  expect_true(is.na(obs$temp_c[2]))
  expect_equal(obs$outlier, c(FALSE, TRUE, FALSE))
})

test_that("daily summary excludes outliers", {
  obs <- flag_outliers(clean_observations(make_obs(c(3, 3.5, 19))))
  daily <- daily_summary(obs)
  expect_equal(nrow(daily), 1)
  expect_equal(daily$t_max, 3.5)
  expect_equal(daily$n, 2)
})
