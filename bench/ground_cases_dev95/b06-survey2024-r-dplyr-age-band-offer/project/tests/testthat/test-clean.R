source("../../R/clean.R")

make_raw <- function(...) {
  defaults <- list(
    response_id = "R_1", finished = TRUE, age = 35L, gender = "女性",
    pref = "東京都", channel = "web", satisfaction = 4L, nps = 8L
  )
  do.call(tibble::tibble, utils::modifyList(defaults, list(...)))
}

test_that("unfinished and under-18 responses are dropped", {
  raw <- dplyr::bind_rows(
    make_raw(response_id = "a"),
    make_raw(response_id = "b", finished = FALSE),
    make_raw(response_id = "c", age = 16L)
  )
  expect_equal(clean_responses(raw)$response_id, "a")
})

test_that("age bands", {
  raw <- dplyr::bind_rows(make_raw(response_id = "a", age = 25L), make_raw(response_id = "b", age = 45L))
  expect_equal(as.character(clean_responses(raw)$age_band), c("18-29", "40-49"))
})

test_that("satisfaction becomes an ordered set of labels", {
  out <- clean_responses(make_raw(satisfaction = 5L))
  expect_equal(as.character(out$satisfaction), "満足")
  expect_equal(levels(out$satisfaction), SATISFACTION_LEVELS)
})

test_that("missing channel is 不明", {
  expect_equal(clean_responses(make_raw(channel = NA_character_))$channel, "不明")
})
