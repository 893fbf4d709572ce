source(test_path("..", "..", "R", "clean.R"))

raw <- tibble::tibble(
  response_id = c("r1", "r2", "r2", "r3", "r4"),
  clinic_id = c("c1", "c1", "c1", NA, "c2"),
  age = c(25L, 70L, 70L, 40L, 17L),
  satisfaction = c(4, 9, 9, 3, 5),
  wait_minutes = c(20, -5, -5, 30, 10),
  would_recommend = c(" Yes", "n", "n", "是", "y")
)

test_that("invalid rows are dropped and duplicates removed", {
  out <- clean_responses(raw)
  expect_equal(out$response_id, c("r1", "r2"))
})

test_that("out of range values become NA", {
  out <- clean_responses(raw)
  expect_true(is.na(out$satisfaction[2]))
  expect_true(is.na(out$wait_minutes[2]))
})

test_that("recommend answers are normalised", {
  expect_equal(clean_recommend(c(" Yes", "n", "是", "maybe")), c(TRUE, FALSE, TRUE, NA))
})

test_that("age groups", {
  out <- clean_responses(raw)
  expect_equal(as.character(out$age_group), c("18-29", "65+"))
})

test_that("age group boundaries belong to the upper group", {
  out <- add_age_group(tibble::tibble(age = c(18L, 29L, 30L, 45L, 64L, 65L)))
  expect_equal(as.character(out$age_group), c("18-29", "18-29", "30-44", "45-64", "45-64", "65+"))
})
