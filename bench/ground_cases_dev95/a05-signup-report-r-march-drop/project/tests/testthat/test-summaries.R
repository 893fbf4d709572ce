source(test_path("../../R/summaries.R"))

test_that("monthly_signups counts per month and region", {
  s <- tibble::tibble(
    signup_date = as.Date(c("2025-01-03", "2025-01-20", "2025-02-01")),
    region = c("EU", "EU", "US")
  )
  out <- monthly_signups(s)
  expect_equal(nrow(out), 2)
  expect_equal(out$signups, c(2L, 1L))
})

test_that("signups_by_channel shares add up to one", {
  s <- tibble::tibble(channel = c("search", "search", "social", "other"))
  out <- signups_by_channel(s)
  expect_equal(sum(out$share), 1)
  expect_equal(out$channel[1], "search")
})

test_that("conversion_by_channel keeps channels without signups", {
  trials <- tibble::tibble(trial_id = c("t1", "t2", "t3"), channel = c("search", "search", "social"))
  s <- tibble::tibble(trial_id = c("t1", NA), channel = c("search", "other"))
  out <- conversion_by_channel(s, trials)
  expect_equal(out$conversion[out$channel == "social"], 0)
})

test_that("conversion is attributed to the trial's channel", {
  trials <- tibble::tibble(trial_id = c("t1", "t2"), channel = c("search", "referral"))
  s <- tibble::tibble(trial_id = c("t1", "t2"), channel = c("referral", "referral"))
  out <- conversion_by_channel(s, trials)
  expect_true(all(out$conversion <= 1))
  expect_equal(out$signups[out$channel == "search"], 1L)
})
